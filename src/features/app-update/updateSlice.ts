import { createSlice } from '@reduxjs/toolkit';

export interface AppUpdateState {
  /** A newer build's service worker is installed and waits for the shopper's Reload. */
  waiting: boolean;
}

const initialState: AppUpdateState = { waiting: false };

export const appUpdateSlice = createSlice({
  name: 'appUpdate',
  initialState,
  reducers: {
    updateWaiting(state) {
      state.waiting = true;
    },
    updateAccepted(state) {
      state.waiting = false;
    },
  },
  selectors: {
    selectUpdateWaiting: (state) => state.waiting,
  },
});

export const { updateWaiting, updateAccepted } = appUpdateSlice.actions;
export const { selectUpdateWaiting } = appUpdateSlice.selectors;
