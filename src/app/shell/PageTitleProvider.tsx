import { useMemo, useState, type ReactNode } from 'react';
import { PageTitleContext, type PageTitle } from '@/components/layout/usePageTitle';

/** Holds the title the current screen gives itself, for the document title, the announcer and the head tags. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [page, setPage] = useState<PageTitle | null>(null);
  const value = useMemo(() => ({ page, setPage }), [page]);
  return <PageTitleContext value={value}>{children}</PageTitleContext>;
}
