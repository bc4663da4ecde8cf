import fs from 'node:fs';
import path from 'node:path';
import { networkHints } from './networkHints';
import { pageDocument } from './pageDocument';
import { pageCache } from './pageCache';
import { renderPage } from './renderPage';
import { sharedFetch } from './sharedFetch';
import type { PageAnswer, PageOutcome, PageServer, PageServerOptions } from '@rules/pageServer';

export type { PageAnswer, PageOutcome, PageServer, PageServerOptions };

export const DEFAULT_DATA_TIMEOUT_MS = 800;
export const DEFAULT_STORE_INFO_TTL_MS = 30_000;
export const DEFAULT_PAGE_CACHE_MS = 10_000;
/** How long after that a kept page may still be sent while it is drawn again (as stale-while-revalidate). */
const PAGE_STALE_MS = 60_000;
const PAGE_CACHE_ENTRIES = 1000;

/**
 * HTML with shared data only (never a cart, an account or a token), the same for every shopper: a
 * CDN may keep it a minute and serve it stale for ten while it fetches a fresh one; browsers ask
 * again each time. A page drawn without all its data (slow or failing API) is kept by no one.
 */
export const CACHE_CONTROL = {
  page: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  degraded: 'private, no-cache',
  shell: 'no-cache',
} as const;

const ROUTE_CHUNKS = 'route-chunks.json';

function readRouteChunks(appDir: string): Record<string, string[]> {
  const file = path.join(appDir, ROUTE_CHUNKS);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

function outcomeOf(page: PageAnswer, drawn: boolean): PageOutcome {
  const cacheControl = page.headers['cache-control'];
  if (cacheControl === CACHE_CONTROL.shell) return 'shell';
  if (!drawn) return 'cached';
  return cacheControl === CACHE_CONTROL.page ? 'drawn' : 'degraded';
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The API base the browser's code was built with (API_BASE_URL at build time; '' when it finds it at run time). */
const clientApiBase = () => process.env.API_BASE_URL ?? '';

/**
 * The page server: answers any address of the app with its HTML — the page drawn with its data
 * for the routes with a loader (src/app/routes.tsx), the app's shell for the others. Never
 * throws: a page that cannot be drawn is sent as the shell, and the browser draws it as before.
 */
export function createPageServer(options: PageServerOptions): PageServer {
  const origin = new URL(options.publicUrl).origin;
  const template = fs.readFileSync(path.join(options.appDir, 'index.html'), 'utf8');
  const routeChunks = readRouteChunks(options.appDir);
  const apiBase = options.apiBaseUrl.replace(/\/+$/, '');
  const shared = sharedFetch(options.fetchFn ?? fetch, {
    ttlMs: options.storeInfoTtlMs ?? DEFAULT_STORE_INFO_TTL_MS,
    isShared: (url) => url.href === `${apiBase}/storeInfo`,
  });
  const serverFetch = { baseUrl: apiBase, fetchFn: shared.fetch };
  const dataTimeoutMs = options.dataTimeoutMs ?? DEFAULT_DATA_TIMEOUT_MS;

  const shell = (status: number): PageAnswer => ({ status, headers: { 'cache-control': CACHE_CONTROL.shell }, body: template });
  const cache = pageCache<PageAnswer>({
    freshMs: options.pageCacheMs ?? DEFAULT_PAGE_CACHE_MS,
    staleMs: PAGE_STALE_MS,
    maxEntries: PAGE_CACHE_ENTRIES,
  });

  /** The page at the address, from the server's copy when it has a fresh one (complete pages only). */
  async function answer(pathAndQuery: string): Promise<PageAnswer> {
    const started = performance.now();
    // A stale copy sent while the page is drawn again in the background counts as sent from the cache.
    let drawn: PageAnswer | undefined;
    const page = await cache.get(pathAndQuery, async () => {
      drawn = await draw(pathAndQuery);
      return { value: drawn, keep: drawn.headers['cache-control'] === CACHE_CONTROL.page };
    });
    options.onPage?.(outcomeOf(page, drawn === page), performance.now() - started);
    return page;
  }

  async function draw(pathAndQuery: string): Promise<PageAnswer> {
    const started = performance.now();
    const url = new URL(pathAndQuery, `${origin}/`);
    try {
      const page = await renderPage({ url, serverFetch, dataTimeoutMs });
      if (page.kind === 'shell') return shell(page.status);
      const chunks = (routeChunks[page.routeId] ?? []).map((file) => `<link rel="preload" as="script" href="/${escapeAttr(file)}">`);
      // Store info the page lacks is fetched by the browser: start it with the HTML, as the shell does.
      const hints = Object.values(page.pageApi.queries).some((entry) => entry.endpointName === 'getStoreInfo')
        ? ''
        : networkHints(clientApiBase());
      const body = pageDocument(page, {
        template,
        headExtra: chunks.join('') + hints,
        site: { origin: url.origin, ...page.site },
      });
      return {
        status: page.status,
        headers: {
          'cache-control': page.complete ? CACHE_CONTROL.page : CACHE_CONTROL.degraded,
          'server-timing': `page;dur=${(performance.now() - started).toFixed(1)}`,
        },
        body,
      };
    } catch (error) {
      options.onError?.(error, pathAndQuery);
      return shell(200);
    }
  }

  return {
    answer,
    storeInfoFetches: shared.upstreamCount,
    /** A server in front of another API allows it in the page's policy. */
    clientApiBase,
  };
}
