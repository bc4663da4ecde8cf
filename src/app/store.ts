import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore, type PersistorOptions } from 'redux-persist';
import { baseApi } from '@/api/baseApi';
import type { OfflineExtra, ServerFetchExtra } from '@/api/baseQuery';
import { appUpdateSlice } from '@/features/app-update/updateSlice';
import { authSlice } from '@/features/auth/authSlice';
import { persistCart } from '@/features/cart/cartPersistence';
import { cartSlice } from '@/features/cart/cartSlice';
import { deliverySlice } from '@/features/delivery/deliverySlice';
import { persistRecentlyViewed } from '@/features/recently-viewed/recentlyViewedPersistence';
import { recentlyViewedSlice } from '@/features/recently-viewed/recentlyViewedSlice';
import { persistReviewDrafts } from '@/features/reviews/write/reviewDraftsPersistence';
import { reviewDraftsSlice } from '@/features/reviews/write/reviewDraftsSlice';
import { reviewsSlice } from '@/features/reviews/reviewsSlice';
import { persistSearches } from '@/features/search/searchPersistence';
import { searchSlice } from '@/features/search/searchSlice';
import { persistWishlist } from '@/features/wishlist/wishlistPersistence';
import { wishlistSlice } from '@/features/wishlist/wishlistSlice';
import { locationSlice } from '@/state/locationSlice';
import { noticesSlice } from '@/state/notices';
import { withPageLoads } from '@/features/support/pageLoaded';
import { createSessionRecorder } from '@/features/support/recorder';
import type { SupportExtra } from '@/features/support/recording';
import { redact } from '@/utils/redaction';
import { listenerMiddleware } from './listeners';

/**
 * A fresh root reducer per store: redux-persist keeps its storage handle inside each persisted
 * reducer, so replays of a recording (own reducers, never persisted) cannot write the shopper's cart.
 * It also reads a recording's page-load boundaries, which only replays and Redux DevTools meet.
 */
export function createRootReducer() {
  return withPageLoads(
    combineReducers({
      [authSlice.reducerPath]: authSlice.reducer,
      [cartSlice.reducerPath]: persistCart(cartSlice.reducer),
      [noticesSlice.reducerPath]: noticesSlice.reducer,
      [wishlistSlice.reducerPath]: persistWishlist(wishlistSlice.reducer),
      [recentlyViewedSlice.reducerPath]: persistRecentlyViewed(recentlyViewedSlice.reducer),
      [searchSlice.reducerPath]: persistSearches(searchSlice.reducer),
      [reviewDraftsSlice.reducerPath]: persistReviewDrafts(reviewDraftsSlice.reducer),
      [deliverySlice.reducerPath]: deliverySlice.reducer,
      [reviewsSlice.reducerPath]: reviewsSlice.reducer,
      [appUpdateSlice.reducerPath]: appUpdateSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
      [locationSlice.reducerPath]: locationSlice.reducer,
    }),
  );
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
/**
 * The thunk extra argument: the support recorder; for replays an answer to every API call; for a
 * page server's per-request store, the API it reads.
 */
export type StoreExtra = SupportExtra & OfflineExtra & ServerFetchExtra;

export interface StoreOptions {
  /** Where the support recording is kept across the tab's page loads (the app passes the tab's session storage). */
  recordingStorage?: Storage | null;
  /** Set by the page server (src/app/ssr): where this store's queries go, instead of the browser's API base. */
  serverFetch?: ServerFetchExtra['serverFetch'];
}

/** Redux DevTools: on in development with action traces; in production only when built with REDUX_DEVTOOLS=true. */
export function devToolsOptions(nodeEnv = process.env.NODE_ENV, enabledFlag = process.env.REDUX_DEVTOOLS) {
  const isDevelopment = nodeEnv !== 'production';
  if (!isDevelopment && enabledFlag !== 'true') return false;
  return {
    name: 'Storefront',
    trace: isDevelopment,
    traceLimit: 25,
    // The same rules as the support recording's.
    actionSanitizer: redact,
    stateSanitizer: redact,
  };
}

export function setupStore(preloadedState?: Partial<RootState>, { recordingStorage = null, serverFetch }: StoreOptions = {}) {
  const recorder = createSessionRecorder({ createReducer: createRootReducer, storage: recordingStorage });
  const extra: StoreExtra = { recorder, serverFetch };
  const store = configureStore({
    reducer: createRootReducer(),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // redux-persist's own actions carry functions; they never reach state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
        immutableCheck: { warnAfter: 128 },
      })
        .prepend(listenerMiddleware.middleware)
        // The recorder last: it sees every action the reducer sees, RTK Query's own included.
        .concat(baseApi.middleware, recorder.middleware),
    devTools: devToolsOptions(),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

export function startPersistence(store: AppStore) {
  return persistStore(store);
}

/**
 * The persistor without reading storage yet: a page hydrating server HTML reads the stored cart,
 * wishlist and recently viewed only once it has hydrated (`persistor.persist()`), so its first
 * render is the server's (redux-persist#576). Until then `bootstrapped` is false, as while reading.
 */
export function createPersistor(store: AppStore) {
  // redux-persist 6 reads `manualPersist` (persistStore.js) but its typings do not list it.
  return persistStore(store, { manualPersist: true } as PersistorOptions);
}

type Persistor = ReturnType<typeof persistStore>;

/**
 * Reads storage (once) and writes every persisted slice now rather than at redux-persist's next
 * throttled write. For a page on its way out: one opened and left within a moment has not read the
 * stored lists yet, and the product it recorded as viewed (or the line it added) would be lost.
 * Local storage answers synchronously behind redux-persist's promises, so reading, merging and
 * writing all finish in the microtasks after the `pagehide` handler, before the page goes.
 */
export function persistNow(persistor: Persistor, startPersisting: () => void) {
  startPersisting();
  const flushOnceRead = () => {
    if (!persistor.getState().bootstrapped) return false;
    void persistor.flush();
    return true;
  };
  if (flushOnceRead()) return;
  const unsubscribe = persistor.subscribe(() => {
    if (flushOnceRead()) unsubscribe();
  });
}
