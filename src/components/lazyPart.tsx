import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export interface LazyPart<P extends object> {
  (props: P): ReactNode;
  /** Starts fetching the part's chunk (an opener's hover, focus or press), so opening it is instant. */
  preload(): void;
  /** An opener's handlers that preload the part: spread them on the button that shows it. */
  openerProps: { onPointerEnter: () => void; onPointerDown: () => void; onFocus: () => void };
}

/**
 * A component kept out of the first load (React.lazy), fetched when first rendered or preloaded.
 * Unlike React.lazy alone, a failed fetch (offline, a new deploy) is not remembered: rendered again
 * under a reset error boundary, the part tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPart = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // React.lazy keeps a rejection for good: the next render gets a fresh one.
        pending = null;
        Lazy = lazy(fetchPart);
        throw error;
      },
    );
    return pending;
  };
  let Lazy = lazy(fetchPart);
  function Part(props: P) {
    return <Lazy {...props} />;
  }
  const preload = () => {
    // A failed preload is retried when the part renders; nothing to report before that.
    fetchPart().catch(() => undefined);
  };
  return Object.assign(Part, { preload, openerProps: { onPointerEnter: preload, onPointerDown: preload, onFocus: preload } });
}

/**
 * Where a lazy part renders: nothing while its chunk loads, nothing if the load fails — until
 * `retryKey` changes (the next notice, the next opening), when it tries again.
 */
export function PartSlot({ retryKey, children }: { retryKey: unknown; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null} resetKeys={[retryKey]}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
