import { useState, type ReactNode } from 'react';
import { createPageTitleStore, PageTitleContext } from './usePageTitle';

/** Holds the title the current screen gives itself, for the document title, the announcer and the head tags. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createPageTitleStore);
  return <PageTitleContext value={store}>{children}</PageTitleContext>;
}
