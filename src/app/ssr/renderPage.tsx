import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageDataReceived, type PageApiState } from '@/api/pageData';
import { ShopOriginContext } from '@/utils/shopOrigin';
import { declaredHead, DrawnHeadContext, type DrawnHead, type PageHeadInfo } from '@/features/seo/headTagsContext';
import { DEFAULT_DESCRIPTION } from '@/features/seo/useHeadTags';
import { selectStoreInfo, selectStoreName } from '@/features/store-info/storeInfoApi';
import { AppProviders } from '../AppProviders';
import { setupStore } from '../store';
import { dataRoutes, loadPage, type LoadedPage, type PageRequest } from './loadPage';
import { pageStyles } from './pageStyles';
import { renderToHtml, splitHoisted } from './renderToHtml';

export type RenderedPage =
  | Extract<LoadedPage, { kind: 'shell' }>
  | {
      kind: 'page';
      status: number;
      /** The route's id: its chunk is the one the page preloads. */
      routeId: string;
      /** The markup inside #root. */
      html: string;
      /** Resources React hoisted for <head>: the preload of the picture marked fetchPriority="high". */
      resources: string;
      /** Emotion's <style> tags with every rule the render inserted (pageStyles.ts). */
      styles: string;
      /** What the screens said of the page's head: its subject and title. */
      head: PageHeadInfo;
      /** The store's name and description, for the head. */
      site: { storeName: string; description: string };
      /** What the client's store starts from (written into the page). */
      pageApi: PageApiState;
      /** False when the API was slow or failing: the browser fetches what is missing (never cached). */
      complete: boolean;
    };

/** Draws the page at `request.url` with its data, or says which shell to send instead. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const loaded = await loadPage(request);
  if (loaded.kind === 'shell') return loaded;
  const { routing, pageApi } = loaded;
  // The store the page is drawn from is the one the client will hydrate with: the same action.
  const store = setupStore();
  store.dispatch(pageDataReceived(pageApi));
  const router = createStaticRouter(dataRoutes, routing);
  const drawn: DrawnHead = { subject: null, title: null };
  // Key `css`: the client's emotion cache adopts these tags and does not insert them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { resources, markup: html } = splitHoisted(
    await renderToHtml(
      <CacheProvider value={cache}>
        {/* The head is written into the page's <head> (pageDocument.tsx); the client renders its own after hydrating. */}
        <DrawnHeadContext value={(part) => Object.assign(drawn, part)}>
          <ShopOriginContext value={request.url.origin}>
            <AppProviders store={store} persistor={null}>
              <StaticRouterProvider router={router} context={routing} hydrate={false} />
            </AppProviders>
          </ShopOriginContext>
        </DrawnHeadContext>
      </CacheProvider>,
    ),
  );
  const head = declaredHead(drawn);
  if (!head) throw new Error(`${request.url.pathname} declared no head (SubjectHead)`);
  return {
    kind: 'page',
    status: routing.statusCode,
    routeId: loaded.routeId,
    html,
    resources,
    styles: pageStyles(cache, emotion, html),
    head,
    site: {
      storeName: selectStoreName(store.getState()),
      description: selectStoreInfo(store.getState())?.description || DEFAULT_DESCRIPTION,
    },
    pageApi,
    complete: loaded.complete,
  };
}
