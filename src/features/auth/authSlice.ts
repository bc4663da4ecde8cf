import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@/api/sessionExpired';

// 'unknown' lasts until the start-up check of the token cookie is dispatched; protected routes
// render nothing meanwhile.
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  /** The session's e-mail marker (spec §3); null when unknown, e.g. after a reload. */
  email: string | null;
}

const initialState: AuthState = { status: 'unknown', email: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<{ hasToken: boolean }>) {
      state.status = action.payload.hasToken ? 'signedIn' : 'signedOut';
    },
    signedIn(state, action: PayloadAction<{ email: string }>) {
      state.status = 'signedIn';
      state.email = action.payload.email;
    },
    loggedOut(state) {
      state.status = 'signedOut';
      state.email = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.status = 'signedOut';
      state.email = null;
    });
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectSessionEmail: (state) => state.email,
  },
});

export const { sessionRestored, signedIn, loggedOut } = authSlice.actions;
export const { selectAuthStatus, selectIsSignedIn, selectSessionEmail } = authSlice.selectors;
