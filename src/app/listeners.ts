import { createListenerMiddleware, isAnyOf, isRejectedWithValue, type TypedStartListening } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { sessionExpired } from '@/api/sessionExpired';
import { loggedOut } from '@/features/auth/authSlice';
import { addNotice } from '@/features/cart/addNotice';
import { cartCleared, cartRestored, itemAdded, itemRemoved } from '@/features/cart/cartSlice';
import { notify } from '@/store/notices';
import { toastForFailedCall } from './failureToasts';
import type { AppDispatch, RootState } from './store';

export const listenerMiddleware = createListenerMiddleware();

type AppStartListening = TypedStartListening<RootState, AppDispatch>;
const startAppListening = listenerMiddleware.startListening as AppStartListening;

// Cart notices (spec §8): whether an add merged, was capped or refused is only known against the
// state before the action.
startAppListening({
  actionCreator: itemAdded,
  effect(action, api) {
    const notice = addNotice(api.getOriginalState().cart.lines, api.getState().cart.lines, action.payload);
    if (notice) api.dispatch(notify(notice));
  },
});

startAppListening({
  actionCreator: itemRemoved,
  effect(_action, api) {
    api.dispatch(notify({ title: 'Removed from cart' }));
  },
});

startAppListening({
  actionCreator: cartCleared,
  effect(_action, api) {
    // Clearing is one tap away from Checkout: the notice offers to bring the lines back.
    const lines = api.getOriginalState().cart.lines;
    api.dispatch(
      notify({
        title: 'Cart cleared',
        description: 'All items have been removed from your cart.',
        action: lines.length > 0 ? { label: 'Undo', action: cartRestored(lines) } : undefined,
      }),
    );
  },
});

// A signed-out user must not keep seeing the previous account's orders or details. A 401 while
// already signed out (a failed login) has nothing to drop, and resetting would swallow its notice.
startAppListening({
  matcher: isAnyOf(loggedOut, sessionExpired),
  effect(_action, api) {
    if (api.getOriginalState().auth.status === 'signedIn') api.dispatch(baseApi.util.resetApiState());
  },
});

// Errors in one place: the spec's toasts for failed calls.
startAppListening({
  predicate: (action) => isRejectedWithValue(action),
  effect(action, api) {
    const meta = (action as { meta?: { arg?: { endpointName?: string; subscribe?: boolean } } }).meta;
    // A prefetch (hovering a product card) fails silently; the screen that needs the data reports it.
    if (meta?.arg?.subscribe === false) return;
    const toast = toastForFailedCall(meta?.arg?.endpointName ?? '', (action as { payload?: unknown }).payload);
    if (toast) api.dispatch(notify(toast));
  },
});
