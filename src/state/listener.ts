import type { TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { notify, type Notice } from './notices';
import type { AppDispatch, RootState } from './types';

/**
 * What a feature's `register…Listeners(startListening)` receives: the app's
 * `listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()`.
 */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** The parts of an RTK Query rejected action a failure toast reads. */
type RejectedCall = UnknownAction & {
  payload?: unknown;
  meta: { rejectedWithValue: boolean; arg: object };
};

/**
 * Options for a query a screen sends itself and whose failure it shows inline: nobody subscribes,
 * so `toastOnFailure` stays silent (as for a hover prefetch), and the answer is always fresh.
 */
export const HANDLED_INLINE = { subscribe: false, forceRefetch: true } as const;

/**
 * Raises `toast(error)` when a call matched by `matchRejected` (an endpoint's, e.g.
 * `ordersApi.endpoints.getOrders.matchRejected`) fails. Silent for a call that never ran (the same
 * one was already in flight) and for one nobody subscribed to: a prefetch, or a screen's own
 * `HANDLED_INLINE` call, whose sender reports the outcome itself.
 */
export function toastOnFailure<Rejected extends RejectedCall>(
  startListening: AppStartListening,
  matchRejected: (action: unknown) => action is Rejected,
  toast: (error: unknown) => Notice,
) {
  return startListening({
    matcher: matchRejected,
    effect(action, api) {
      const { rejectedWithValue, arg } = action.meta;
      if (!rejectedWithValue || ('subscribe' in arg && arg.subscribe === false)) return;
      api.dispatch(notify(toast(action.payload)));
    },
  });
}
