import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { HeadTagsContext } from '@/features/seo/headTagsContext';
import { PRERENDERED_ATTR } from '../prerender/prerenderedAttr';

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

const noChanges = () => () => undefined;

/**
 * The page's own head tags (PageHead) wait for hydration: React hoists them into <head>, which it
 * does not hydrate, and the server already wrote them there. Once hydrated, the server's tags
 * (marked `data-prerendered`) give way to the app's, which follow every later navigation.
 */
export function AfterHydration({ onHydrated, children }: Props) {
  // False while hydrating (the server's snapshot), true from the render React makes right after.
  const live = useSyncExternalStore(noChanges, () => true, () => false);
  useEffect(() => {
    onHydrated();
    // Once, for the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (live) for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTR}]`)) tag.remove();
  }, [live]);
  return <HeadTagsContext value={live}>{children}</HeadTagsContext>;
}
