import { deleteTokenCookie } from '@/api/tokenCookie';
import type { AppDispatch } from '@/state/types';
import { notify } from '@/state/notices';
import { loggedOut } from './authSlice';

/**
 * Explicit sign-out (spec §2 Account): the cookie goes first so no later call still sends it. The
 * account page then moves on to `/`, where its notice belongs.
 */
export function signOut() {
  return (dispatch: AppDispatch) => {
    try {
      deleteTokenCookie();
      dispatch(loggedOut());
      dispatch(notify({ title: 'Logged out', description: 'You have been logged out successfully.', belongsTo: 'next-page' }));
    } catch {
      dispatch(notify({ title: 'Error', description: 'Failed to log out properly.', variant: 'error', belongsTo: 'next-page' }));
    }
  };
}
