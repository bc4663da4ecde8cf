import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { createRootReducer, type RootState, type StoreExtra } from './store';

export const NOT_IN_RECORDING = 'Not in this recording';

/**
 * A throw-away store holding one recorded state, for the real screens to draw: no recorder, no
 * listeners (no toasts), no persistence, and every API call it would make is answered offline.
 */
export function createReplayStore(state: unknown, onMissing: (endpoint: string) => void) {
  const extra: StoreExtra = {
    recorder: null,
    offline: ({ endpoint }) => {
      onMissing(endpoint);
      return { error: { status: 'CUSTOM_ERROR', error: NOT_IN_RECORDING } };
    },
  };
  return configureStore({
    reducer: createRootReducer(),
    preloadedState: state as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra }, serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
    devTools: false,
  });
}
