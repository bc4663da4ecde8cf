import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { PageLoading } from '@/components/layout/PageLoading';

/** The app's redux-persist persistor; null where nothing is persisted (tests, replays). */
export const PersistorContext = createContext<Persistor | null>(null);

const noChanges = () => () => undefined;

/** Whether the persisted slices (cart, wishlist, recently viewed) have been read back from storage. */
export function useRehydrated() {
  const persistor = use(PersistorContext);
  return useSyncExternalStore(
    persistor?.subscribe ?? noChanges,
    () => !persistor || persistor.getState().bootstrapped,
    // Server HTML has no storage to read: what depends on it is not in the HTML, and a hydrating
    // page starts from the same (persistence starts once it has hydrated).
    () => false,
  );
}

/**
 * The screens that show persisted data wait for it, so they never show an empty cart or
 * wishlist first. Nothing else waits: the header's badges fill in when the data is there.
 */
export function AfterRehydration({ children }: { children: ReactNode }) {
  return useRehydrated() ? children : <PageLoading />;
}
