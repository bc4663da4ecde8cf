import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord } from '@/utils/guards';

export interface LocationState {
  /** The app's current path with its query and hash; '' until the router reports it. */
  path: string;
}

const initialState: LocationState = { path: '' };

/**
 * The router's location mirrored into the store, so that a recording knows which screen each moment
 * showed: every screen is a function of the store and this path.
 */
export const locationSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    locationChanged(state, action: PayloadAction<string>) {
      state.path = action.payload;
    },
  },
  selectors: {
    selectPath: (state) => state.path,
  },
});

export const { locationChanged } = locationSlice.actions;
export const { selectPath } = locationSlice.selectors;

/** The path recorded in a state read from a file (plain JSON of any age); '/' when it has none. */
export function routeOf(state: unknown): string {
  const router = isRecord(state) ? state.router : undefined;
  const path = isRecord(router) ? router.path : undefined;
  return typeof path === 'string' && path.startsWith('/') ? path : '/';
}
