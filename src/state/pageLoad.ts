import type { LoaderFunction } from 'react-router-dom';
import type { AppDispatch, RootState } from './types';

/**
 * What a page server hands the loader of the route it draws, as React Router's request context
 * (src/app/ssr/pageContext.ts): a store of its own for this one request, and the page's deadline.
 */
export interface PageRequestContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  /** `work`'s value once it is done, or undefined at the page's deadline (the page is drawn with what has arrived). */
  inTime: <T>(work: Promise<T>) => Promise<T | undefined>;
  /** The store once every query dispatched so far has answered. */
  settled: () => Promise<RootState>;
}

/** What a route's page loader reads: the request's store, its route params and query. */
export interface PageLoadContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The store once every query dispatched so far has answered: what the page's status is read from. */
  settled: () => Promise<RootState>;
}

/**
 * A loader's answer for an address the browser must draw (the server sends the app's shell, with
 * the loader's status): a policy written in the store's own HTML, the not-found page.
 */
export const DRAWN_IN_BROWSER = 'drawn-in-browser';

const isPageRequest = (context: unknown): context is PageRequestContext =>
  typeof context === 'object' && context !== null && 'inTime' in context;

/**
 * A route's loader on the page server: `load` dispatches what the screen reads first, with the
 * arguments the screen reads it with (so the screen finds it in the cache), and may answer with
 * the page's status (`data(…, { status })`) or DRAWN_IN_BROWSER. Whatever it has not finished by
 * the deadline is left out. Outside a page server's request (the build's prerender) it loads nothing.
 */
export function pageLoader(load: (page: PageLoadContext) => Promise<unknown>): LoaderFunction {
  return async ({ params, request, context }) => {
    if (!isPageRequest(context)) return null;
    const { dispatch, getState, inTime, settled } = context;
    const answer = await inTime(load({ dispatch, getState, params, search: new URL(request.url).searchParams, settled }));
    return answer ?? null;
  };
}
