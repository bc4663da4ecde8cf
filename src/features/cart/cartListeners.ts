import type { AppStartListening } from '@/state/listener';
import { notify } from '@/state/notices';
import { addNotice } from './addNotice';
import { cartCleared, cartRestored, itemAdded, itemRemoved } from './cartSlice';

/** The cart's notices (spec §8). */
export function registerCartListeners(startListening: AppStartListening) {
  // Whether an add merged, was capped or refused is only known against the state before the action.
  startListening({
    actionCreator: itemAdded,
    effect(action, api) {
      const notice = addNotice(api.getOriginalState().cart.lines, api.getState().cart.lines, action.payload);
      if (notice) api.dispatch(notify({ ...notice, ...(action.meta.openingCart && { belongsTo: 'next-page' as const }) }));
    },
  });

  startListening({
    actionCreator: itemRemoved,
    effect(_action, api) {
      api.dispatch(notify({ title: 'Removed from cart' }));
    },
  });

  startListening({
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
}
