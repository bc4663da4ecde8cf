import type { RootState } from '@/state/types';
import { baseApi } from '@/api/baseApi';

/**
 * Whether the browser says it is online. RTK Query already keeps this (setupListeners feeds it the
 * window's online/offline events, starting from navigator.onLine), so the app stores it once, in
 * the store, where DevTools shows and replays it, and reconnecting also refetches the catalogue.
 */
export const selectIsOnline = (state: Pick<RootState, typeof baseApi.reducerPath>) => state[baseApi.reducerPath].config.online;
