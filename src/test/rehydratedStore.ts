import { setupStore, startPersistence } from '@/app/store';

/** A fresh store whose persisted slices have been read back from local storage. */
export async function rehydratedStore() {
  const store = setupStore();
  const persistor = startPersistence(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  return { store, persistor };
}
