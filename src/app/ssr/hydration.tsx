import { useEffect, type ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

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
