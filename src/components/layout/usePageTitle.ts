import { createContext, useContext, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface PageTitle {
  title: string;
  /** Replaces the store name after the title, e.g. the company name on policy pages. */
  siteName?: string;
  /** The path of the screen that set it, so a navigation is announced with its own page's title. */
  path: string;
}

interface PageTitleState {
  page: PageTitle | null;
  setPage: (page: PageTitle | null) => void;
}

/**
 * The current screen's title, held by the shell (not the store: nothing replays it, and a replayed
 * screen names itself again when drawn). Without a shell around it, naming a screen does nothing.
 */
export const PageTitleContext = createContext<PageTitleState>({ page: null, setPage: () => undefined });

/** Names the current screen; the shell turns it into `{title} | {store}` (spec §2). */
export function usePageTitle(title: string, siteName?: string) {
  const { setPage } = useContext(PageTitleContext);
  const { pathname } = useLocation();
  // Before paint, in the screen's own commit: the tab never shows the previous page's title.
  useLayoutEffect(() => {
    setPage({ title, siteName, path: pathname });
    return () => setPage(null);
  }, [setPage, title, siteName, pathname]);
}

/** The title the current screen gave itself, if any. */
export function useCurrentPageTitle(): PageTitle | null {
  return useContext(PageTitleContext).page;
}
