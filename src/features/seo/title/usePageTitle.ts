import { createContext, use, useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { DrawnHeadContext } from '../headTagsContext';

export interface PageTitle {
  title: string;
  /** Replaces the store name after the title, e.g. the company name on policy pages. */
  siteName?: string;
  /** The path of the screen that set it, so a navigation is announced with its own page's title. */
  path: string;
}

/**
 * Holds the current screen's title for the shell (not the Redux store: nothing replays it, and a
 * replayed screen names itself again when drawn). An external store rather than React state, so
 * readers update in the same task as the screen names itself, as they would reading Redux.
 */
export interface PageTitleStore {
  get: () => PageTitle | null;
  set: (page: PageTitle | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPageTitleStore(): PageTitleStore {
  let page: PageTitle | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => page,
    set(next) {
      page = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// Without a shell around it (a screen rendered alone), naming a screen does nothing.
const noShell: PageTitleStore = { get: () => null, set: () => undefined, subscribe: () => () => undefined };

export const PageTitleContext = createContext<PageTitleStore>(noShell);

/** Names the current screen; the shell turns it into `{title} | {store}` (spec §2). */
export function usePageTitle(title: string, siteName?: string) {
  const store = useContext(PageTitleContext);
  const { pathname } = useLocation();
  use(DrawnHeadContext)?.({ title, siteName });
  useEffect(() => {
    store.set({ title, siteName, path: pathname });
    return () => store.set(null);
  }, [store, title, siteName, pathname]);
}

const noTitle = () => null;

/** The title the current screen gave itself, if any. */
export function useCurrentPageTitle(): PageTitle | null {
  const store = useContext(PageTitleContext);
  // None on the server, and none while hydrating: screens name themselves in effects, which have
  // not run when the server draws the page (nor when a later Suspense boundary hydrates).
  return useSyncExternalStore(store.subscribe, store.get, noTitle);
}
