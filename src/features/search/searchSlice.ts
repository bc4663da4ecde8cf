import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cleanQuery } from './searchWords';

export const RECENT_SEARCHES_LIMIT = 8;

/** Which search answers: the API's `GET /search`, or the client index when the API has none. */
export type SearchBackend = 'unknown' | 'server' | 'client';

export interface SearchSliceState {
  /** The shopper's own searches on this device, newest first, one per wording (any case); persisted. */
  recent: string[];
  /** Found out by the first search of the visit; not persisted (the API may gain search later). */
  backend: SearchBackend;
}

const initialState: SearchSliceState = { recent: [], backend: 'unknown' };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchSubmitted(state, action: PayloadAction<string>) {
      const q = cleanQuery(action.payload);
      if (!q) return;
      state.recent = [q, ...state.recent.filter((item) => !same(item, q))].slice(0, RECENT_SEARCHES_LIMIT);
    },
    recentSearchRemoved(state, action: PayloadAction<string>) {
      state.recent = state.recent.filter((item) => !same(item, action.payload));
    },
    recentSearchesCleared(state) {
      state.recent = [];
    },
    searchBackendDetected(state, action: PayloadAction<Exclude<SearchBackend, 'unknown'>>) {
      state.backend = action.payload;
    },
  },
  selectors: {
    selectRecentSearches: (state) => state.recent,
    selectSearchBackend: (state) => state.backend,
  },
});

export const { searchSubmitted, recentSearchRemoved, recentSearchesCleared, searchBackendDetected } = searchSlice.actions;
export const { selectRecentSearches, selectSearchBackend } = searchSlice.selectors;
