import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { isRecord } from '@/utils/guards';
import { createRootReducer, type RootState, type StoreExtra } from '../store';

export const NOT_IN_RECORDING = 'Not in this recording';

/**
 * A throw-away store holding one recorded state, for the real screens to draw: no recorder, no
 * listeners (no toasts), no persistence, and every API call it would make is answered offline.
 */
export function createReplayStore(state: unknown, onMissing: (endpoint: string) => void) {
  const recorded = recordedEndpoints(state);
  const extra: StoreExtra = {
    recorder: null,
    offline: ({ endpoint }) => {
      // A screen that re-reads what the recording already holds (refetch on mount) keeps showing the
      // recorded answer: RTK Query keeps a query's data when a later try fails.
      if (!recorded.has(endpoint)) onMissing(endpoint);
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

/** The endpoints whose answers the recorded cache holds. */
function recordedEndpoints(state: unknown): Set<string> {
  const api = isRecord(state) ? state[baseApi.reducerPath] : undefined;
  const queries = isRecord(api) && isRecord(api.queries) ? api.queries : {};
  const names = Object.values(queries).flatMap((entry) =>
    isRecord(entry) && entry.data !== undefined && typeof entry.endpointName === 'string' ? [entry.endpointName] : [],
  );
  return new Set(names);
}
