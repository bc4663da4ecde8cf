import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom';
import type { ServerFetchExtra } from '@/api/baseQuery';
import type { PageApiState } from '@/api/pageData';
import { DRAWN_IN_BROWSER } from '@/state/pageLoad';
import { routes } from '../routes';
import { createPageContext } from './pageContext';

export interface PageRequest {
  /** The address asked for, on the shop's public origin (canonical addresses are built on it). */
  url: URL;
  serverFetch: NonNullable<ServerFetchExtra['serverFetch']>;
  /** How long the page waits for the API; then it is drawn with what has arrived (skeletons for the rest). */
  dataTimeoutMs: number;
}

export type LoadedPage =
  /** Not a page this server draws: the app's shell (index.html) answers, with this status. */
  | { kind: 'shell'; status: number }
  | {
      kind: 'page';
      /** React Router's answer: the matched routes, their loaders' answers, the status. */
      routing: StaticHandlerContext;
      /** The route's id: its chunk is the one the page preloads. */
      routeId: string;
      /** What the page is drawn from and the client's store starts from: finished, definitive answers only. */
      pageApi: PageApiState;
      /** False when the API was slow or failing: the browser fetches what is missing (never cached). */
      complete: boolean;
    };

// Stateless: resolves each route's lazy screen once, then reuses it.
const handler = createStaticHandler(routes);
export const { dataRoutes } = handler;

/**
 * Matches the address once: React Router's static handler runs the route's loader (routes.tsx)
 * with this request's store as its request context, and resolves its lazy screen. A route without
 * a loader, or whose loader answers DRAWN_IN_BROWSER, is drawn by the browser.
 */
export async function loadPage(request: PageRequest): Promise<LoadedPage> {
  const page = createPageContext(request.serverFetch, request.dataTimeoutMs);
  const routing = await handler.query(new Request(request.url), { requestContext: page.context });
  const { pageApi, complete } = await page.finish();
  if (routing instanceof Response) throw new Error(`${request.url.pathname} answered a redirect`);
  // A loader that failed, or a screen whose code failed to load: the browser draws the page (its error view, if it fails there too).
  if (routing.errors) throw Object.values(routing.errors)[0] ?? new Error(`${request.url.pathname} failed to load`);
  const leaf = routing.matches.at(-1)?.route;
  if (!leaf?.loader || routing.loaderData[leaf.id] === DRAWN_IN_BROWSER) return { kind: 'shell', status: routing.statusCode };
  return { kind: 'page', routing, routeId: leaf.id, pageApi, complete };
}
