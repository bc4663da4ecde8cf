import { useEffect, type ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { baseApi } from '@/api/baseApi';
import type { RootState } from '@/app/store';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router can draw the first screen itself: the route's lazy screen has loaded.
 * Hydrating before that would find the loading fallback where the server drew the screen.
 */
export function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The state as the server drew the page from, for hydration to read. The server's store is always
 * online; a browser that opens the page offline (a copy kept by its cache or the service worker)
 * starts with RTK Query's `online` false, and hydrating with it would draw the offline banner
 * where the HTML has none, which React reports as a mismatch (#418) and redraws the whole page.
 * The banner shows right after hydration instead, from the live store.
 */
export function asDrawnByServer(state: RootState): RootState {
  const api = state[baseApi.reducerPath];
  return api.config.online ? state : { ...state, [baseApi.reducerPath]: { ...api, config: { ...api.config, online: true } } };
}

interface Props {
  /** Runs once, right after the first commit: what must wait for hydration (reading the stored cart). */
  onHydrated: () => void;
  children: ReactNode;
}

/** Calls `onHydrated` once the app's first commit is done (hydration's, or the first render's). */
export function AfterHydration({ onHydrated, children }: Props) {
  useEffect(() => {
    onHydrated();
    // Once, for the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
