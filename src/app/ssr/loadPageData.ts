import { matchRoutes } from 'react-router-dom';
import { baseApi } from '@/api/baseApi';
import type { ServerFetchExtra } from '@/api/baseQuery';
import { describeApiError } from '@/api/errors';
import { pageApiOf, type PageApiState, type PageQueryEntry } from '@/api/pageData';
import type { PageLoadContext } from '@/state/pageLoad';
import { loadStoreInfo } from '@/features/store-info/storeInfoApi';
import { routes } from '../routes';
import { setupStore } from '../store';
import { PAGE_ROUTES, type PageRoute } from './pageRoutes';

export interface PageRequest {
  url: URL;
  serverFetch: NonNullable<ServerFetchExtra['serverFetch']>;
  /** How long the page waits for the API; then it is drawn with what has arrived (skeletons for the rest). */
  dataTimeoutMs: number;
}

export interface PageMatch {
  routeId: string;
  route: PageRoute;
  params: PageLoadContext['params'];
}

/** The page route of an address (pageRoutes.ts); null when the server does not draw it. */
export function matchPage(url: URL): PageMatch | null {
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  const routeId = leaf?.route.id;
  const route = routeId ? PAGE_ROUTES[routeId] : undefined;
  return leaf && routeId && route ? { routeId, route, params: leaf.params } : null;
}

/** An address no screen of the app answers (its not-found page): the shell is sent as a 404. */
export function isUnknownPage(url: URL): boolean {
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  return !leaf || leaf.route.path === '*' || leaf.route.path === '404';
}

/** A finished answer the page may show as it is: a success, or the API saying "no such thing". */
const isDefinitive = (entry: PageQueryEntry) => {
  if (entry.status === 'fulfilled') return true;
  const failure = describeApiError(entry.error);
  return failure.kind === 'response' && failure.status === 404;
};

/** Resolves true when `work` settles in time, false otherwise (the work goes on; the caller stops it). */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer));
}

export interface PageData {
  /** What the page is drawn from and the client's store starts from: finished, definitive answers only. */
  pageApi: PageApiState;
  /** False when the API was slow or failing: the browser fetches what is missing. */
  complete: boolean;
}

/**
 * Fetches what the page's screen reads — store info for its shell, then the route's own loader —
 * in a store of its own. Whatever has not answered within the deadline, or failed other than with
 * a 404, is left out: the page shows its skeleton there and the browser fetches it, as without a
 * page server.
 */
export async function loadPageData(request: PageRequest, { route, params }: Pick<PageMatch, 'route' | 'params'>): Promise<PageData> {
  const store = setupStore(undefined, { serverFetch: request.serverFetch });
  const context: PageLoadContext = { dispatch: store.dispatch, getState: store.getState, params, search: request.url.searchParams };
  const work = Promise.all([loadStoreInfo(context), route.load?.(context)]).then(() =>
    Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk())),
  );
  const finished = await within(work, request.dataTimeoutMs);
  // Late answers are of no use to this page: stop them.
  for (const running of store.dispatch(baseApi.util.getRunningQueriesThunk())) running.abort();
  const all = pageApiOf(store.getState().api, () => true);
  const pageApi = pageApiOf(store.getState().api, isDefinitive);
  return { pageApi, complete: finished && Object.keys(all.queries).length === Object.keys(pageApi.queries).length };
}
