import type { AppDispatch, RootState } from './types';

/**
 * What a page server gives a route's loader (src/app/ssr/pageRoutes.ts): a store of its own for
 * this one request, and the address. A loader dispatches the queries its screen will read, with
 * the arguments the screen will read them with, so the screen finds them in the cache.
 */
export interface PageLoadContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export type PageLoader = (context: PageLoadContext) => Promise<unknown>;
