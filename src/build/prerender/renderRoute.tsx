// The first screen of an entry route, rendered at build time (scripts/prerender.ts, run by webpack's
// PrerenderPlugin) so a phone paints the shell, the headings and sized skeletons before any script
// runs. Runs in Node: no store info, no products and no stored cart exist here, so every screen
// renders its loading state — a skeleton where the store's name or data will be, never a guess.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { setupStore } from '@/app/store';
import { LISTING_PAGE_SIZE, listingHeading, readListingParams } from '@/features/catalog/listing/listingQuery';
import type { PageSubject } from '@/features/seo/headTags';
import { renderToHtml, splitHoisted } from '@/app/ssr/renderToHtml';
import { ShopOriginContext } from '@/utils/shopOrigin';
import { staticHead } from './staticHead';

// The prerender runs as if at the shop's public origin (PUBLIC_URL at build time); nothing is fetched.
const PRERENDER_ORIGIN = process.env.PUBLIC_URL?.replace(/\/+$/, '') || 'http://localhost';

export interface PrerenderedRoute {
  /** The file in dist/ the server answers with. */
  file: string;
  /** The address rendered. */
  path: string;
  /** Which addresses the file answers (a React Router path pattern). */
  pattern: string;
  /** Query parameters that change the first screen (a category's heading): with one, not this file. */
  unlessQuery: string[];
  /** The head tags known at build time, or null for a template of many pages. */
  subject: PageSubject | null;
}

/** The pages served with their first screen, by the path a server matches them on. */
export const PRERENDERED_ROUTES: PrerenderedRoute[] = [
  { file: 'home.html', path: '/', pattern: '/', unlessQuery: [], subject: { kind: 'home' } },
  // Not a category's listing: its heading differs, and a wrong heading must not flash.
  {
    file: 'products.html',
    path: '/products',
    pattern: '/products',
    unlessQuery: ['category', 'parentCategory', 'featured'],
    subject: {
      kind: 'listing',
      heading: listingHeading(readListingParams(new URLSearchParams())),
      path: '/products',
      page: 1,
      pageSize: LISTING_PAGE_SIZE,
      products: [],
    },
  },
  // One template for every product: its id only shows once the product has loaded.
  { file: 'product.html', path: '/product/prerendered', pattern: '/product/:id', unlessQuery: [], subject: null },
];

export interface RenderedRoute {
  /** The markup inside #root. */
  html: string;
  /** Head tags (see staticHead). */
  head: string;
  /** <style data-emotion> tags with exactly the rules that markup uses (emotion's own extraction). */
  styles: string;
}

export async function renderRoute({ path, subject }: Pick<PrerenderedRoute, 'path' | 'subject'>): Promise<RenderedRoute> {
  const handler = createStaticHandler(routes);
  // Loads the route's lazy screen, as the browser's router does before its first render.
  const context = await handler.query(new Request(`${PRERENDER_ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Key `css`: the client's default emotion cache adopts these tags and does not insert them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { markup: html } = splitHoisted(
    await renderToHtml(
      <CacheProvider value={cache}>
        <ShopOriginContext value={PRERENDER_ORIGIN}>
          <AppProviders store={setupStore()} persistor={null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ShopOriginContext>
      </CacheProvider>,
    ),
  );
  return {
    html,
    head: staticHead(subject, process.env.PUBLIC_URL ? PRERENDER_ORIGIN : null),
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  };
}
