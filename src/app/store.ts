import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { baseApi } from '@/api/baseApi';
import { appUpdateSlice } from '@/features/app-update/updateSlice';
import { authSlice } from '@/features/auth/authSlice';
import { persistCart } from '@/features/cart/cartPersistence';
import { cartSlice } from '@/features/cart/cartSlice';
import { persistRecentlyViewed } from '@/features/recently-viewed/recentlyViewedPersistence';
import { recentlyViewedSlice } from '@/features/recently-viewed/recentlyViewedSlice';
import { uiSlice } from '@/features/ui/uiSlice';
import { persistWishlist } from '@/features/wishlist/wishlistPersistence';
import { wishlistSlice } from '@/features/wishlist/wishlistSlice';
import { sanitizeForDevtools } from './devtoolsSanitizer';
import { listenerMiddleware } from './listeners';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [cartSlice.reducerPath]: persistCart(cartSlice.reducer),
  [uiSlice.reducerPath]: uiSlice.reducer,
  [wishlistSlice.reducerPath]: persistWishlist(wishlistSlice.reducer),
  [recentlyViewedSlice.reducerPath]: persistRecentlyViewed(recentlyViewedSlice.reducer),
  [appUpdateSlice.reducerPath]: appUpdateSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Redux DevTools: on in development with action traces; in production only when built with REDUX_DEVTOOLS=true. */
export function devToolsOptions(nodeEnv = process.env.NODE_ENV, enabledFlag = process.env.REDUX_DEVTOOLS) {
  const isDevelopment = nodeEnv !== 'production';
  if (!isDevelopment && enabledFlag !== 'true') return false;
  return {
    name: 'Storefront',
    trace: isDevelopment,
    traceLimit: 25,
    actionSanitizer: sanitizeForDevtools,
    stateSanitizer: sanitizeForDevtools,
  };
}

export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions; they never reach state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
        immutableCheck: { warnAfter: 128 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
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
