import { isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { sessionExpired } from '@/api/sessionExpired';
import { toastOnFailure, type AppStartListening } from '@/state/listener';
import { authApi } from './authApi';
import { loggedOut } from './authSlice';
import { accountFailureMessage, loginFailureMessage, registrationFailureMessage } from './failureMessages';

export function registerAuthListeners(startListening: AppStartListening) {
  // A signed-out user must not keep seeing the previous account's orders or details. A 401 while
  // already signed out (a failed login) has nothing to drop, and resetting would swallow its notice.
  startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect(_action, api) {
      if (api.getOriginalState().auth.status === 'signedIn') api.dispatch(baseApi.util.resetApiState());
    },
  });

  toastOnFailure(startListening, authApi.endpoints.login.matchRejected, (error) => ({
    title: 'Error',
    description: loginFailureMessage(error),
    variant: 'error',
  }));
  toastOnFailure(startListening, authApi.endpoints.register.matchRejected, (error) => ({
    title: 'Registration Error',
    description: registrationFailureMessage(error),
    variant: 'error',
  }));
  toastOnFailure(startListening, authApi.endpoints.getAccountInfo.matchRejected, (error) => ({
    title: 'Error',
    description: accountFailureMessage(error),
    variant: 'error',
  }));
}
