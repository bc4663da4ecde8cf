// First: the app's modules read `location` as they load.
import './serverLocation';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageDataReceived, type PageApiState } from '@/api/pageData';
import { HeadTagsContext } from '@/features/seo/headTagsContext';
import { DEFAULT_DESCRIPTION } from '@/features/seo/useHeadTags';
import { selectStoreInfo, selectStoreName } from '@/features/store-info/storeInfoApi';
import { AppProviders } from '../AppProviders';
import { routes } from '../routes';
import { setupStore } from '../store';
import { isUnknownPage, loadPageData, matchPage, type PageRequest } from './loadPageData';
import { pageStyles } from './pageStyles';
import type { PageHeadInfo } from './pageRoutes';
import { renderToHtml, splitHoisted } from './renderToHtml';

export type RenderedPage =
  /** Not a page this server draws: the app's shell (index.html) answers, with this status. */
  | { kind: 'shell'; status: number }
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
      head: PageHeadInfo;
      /** The store's name and description, for the head. */
      site: { storeName: string; description: string };
      /** What the client's store starts from (written into the page). */
      pageApi: PageApiState;
      /** False when the API was slow or failing: the browser fetches what is missing (never cached). */
      complete: boolean;
    };

// Stateless: resolves each route's lazy screen once, then reuses it.
const handler = createStaticHandler(routes);

/** Draws the page at `request.url` with its data, or says which shell to send instead. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const match = matchPage(request.url);
  if (!match) return { kind: 'shell', status: isUnknownPage(request.url) ? 404 : 200 };
  const { routeId, route: pageRoute, params } = match;
  const { pageApi, complete } = await loadPageData(request, match);
  // The store the page is drawn from is the one the client will hydrate with: the same action.
  const store = setupStore();
  store.dispatch(pageDataReceived(pageApi));
  const context = { params, search: request.url.searchParams };
  const status = pageRoute.status?.(store.getState(), context) ?? 200;
  if (pageRoute.rendersOnServer && !pageRoute.rendersOnServer(store.getState(), context)) return { kind: 'shell', status };

  const routing = await handler.query(new Request(request.url));
  if (routing instanceof Response) throw new Error(`${request.url.pathname} answered a redirect`);
  // A screen whose code failed to load: the browser draws the page (its error view, if it fails there too).
  if (routing.errors) throw Object.values(routing.errors)[0] ?? new Error(`${request.url.pathname} failed to load`);
  const router = createStaticRouter(handler.dataRoutes, routing);
  // Key `css`: the client's emotion cache adopts these tags and does not insert them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { resources, markup: html } = splitHoisted(
    await renderToHtml(
      <CacheProvider value={cache}>
        {/* The head is written into the page's <head> (pageDocument.tsx); the client renders its own after hydrating. */}
        <HeadTagsContext value={false}>
          <AppProviders store={store} persistor={null}>
            <StaticRouterProvider router={router} context={routing} hydrate={false} />
          </AppProviders>
        </HeadTagsContext>
      </CacheProvider>,
    ),
  );
  return {
    kind: 'page',
    status,
    routeId,
    html,
    resources,
    styles: pageStyles(cache, emotion, html),
    head: pageRoute.head(store.getState(), context),
    site: {
      storeName: selectStoreName(store.getState()),
      description: selectStoreInfo(store.getState())?.description || DEFAULT_DESCRIPTION,
    },
    pageApi,
    complete,
  };
}
