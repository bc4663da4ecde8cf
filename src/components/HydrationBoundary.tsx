import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own, after what comes before it: React
 * hydrates each Suspense boundary separately (and the one the shopper touches first), so the
 * first screen's part becomes interactive sooner and no single commit covers the whole page. For
 * what is below the fold on a phone. Nothing in it suspends once its code has loaded, so the
 * fallback never shows.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
