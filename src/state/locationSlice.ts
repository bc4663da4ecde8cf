import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord } from '@/utils/guards';

export interface LocationState {
  /** The app's current path with its query and hash; '' until the router reports it. */
  path: string;
  /** When the shopper arrived at `path` (ms since epoch, from the action): screens that need an
   * answer newer than their own opening compare against this, so a replay sees the same moment. */
  enteredAt: number;
}

const initialState: LocationState = { path: '', enteredAt: 0 };

interface LocationMeta {
  at: number;
  /** The page took the last one's place in the history (a redirect: sign-in first, a page renamed) rather than being moved to. */
  replaced?: boolean;
}

/**
 * The router's location mirrored into the store, so that a recording knows which screen each moment
 * showed: every screen is a function of the store and this path.
 */
export const locationSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    locationChanged: {
      reducer(state, action: PayloadAction<string, string, LocationMeta>) {
        state.path = action.payload;
        state.enteredAt = action.meta.at;
      },
      prepare: (path: string, how: { replaced?: boolean } = {}) => ({
        payload: path,
        meta: { at: Date.now(), ...(how.replaced && { replaced: true }) },
      }),
    },
  },
  selectors: {
    selectPath: (state) => state.path,
    selectEnteredAt: (state) => state.enteredAt,
  },
});

export const { locationChanged } = locationSlice.actions;
export const { selectPath, selectEnteredAt } = locationSlice.selectors;

/** The path recorded in a state read from a file (plain JSON of any age); '/' when it has none. */
export function routeOf(state: unknown): string {
  const router = isRecord(state) ? state.router : undefined;
  const path = isRecord(router) ? router.path : undefined;
  return typeof path === 'string' && path.startsWith('/') ? path : '/';
}
