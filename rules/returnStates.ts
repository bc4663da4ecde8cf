/**
 * The one state machine of a return, shared by the API, the shop's commands (npm run returns) and
 * the app's labels: every move is checked here and nowhere else, so no path can take a return
 * somewhere the others would refuse.
 *
 * A return is requested by the shopper; the courier picks it up (or the shopper sends it, and it
 * is received without a pickup); once received the shop refunds it or ships the exchange, as the
 * shopper chose; it may be rejected (not as sold, outside the policy) any time before that.
 */

export const RETURN_STATES = ['requested', 'picked_up', 'received', 'refunded', 'exchange_shipped', 'rejected'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_MOVES = ['pickup', 'receive', 'refund', 'exchange', 'reject'] as const;
export type ReturnMove = (typeof RETURN_MOVES)[number];

export type ReturnResolution = 'refund' | 'exchange';

interface MoveRule {
  from: readonly ReturnState[];
  to: ReturnState;
  /** only a return that asked for this resolution may take the move */
  resolution?: ReturnResolution;
}

export const RETURN_MACHINE: Record<ReturnMove, MoveRule> = {
  pickup: { from: ['requested'], to: 'picked_up' },
  // A parcel the shopper sent themselves arrives without a pickup.
  receive: { from: ['requested', 'picked_up'], to: 'received' },
  refund: { from: ['received'], to: 'refunded', resolution: 'refund' },
  exchange: { from: ['received'], to: 'exchange_shipped', resolution: 'exchange' },
  reject: { from: ['requested', 'picked_up', 'received'], to: 'rejected' },
};

/** Where `move` takes a return in `state` that asked for `resolution`; null when the machine refuses it. */
export function nextReturnState(state: ReturnState, move: ReturnMove, resolution: ReturnResolution): ReturnState | null {
  const rule = RETURN_MACHINE[move];
  if (!rule.from.includes(state)) return null;
  if (rule.resolution && rule.resolution !== resolution) return null;
  return rule.to;
}

/** States with nothing more to do. */
export const isFinalReturnState = (state: ReturnState) => state === 'refunded' || state === 'exchange_shipped' || state === 'rejected';

/** The words the app and the commands show for each state. */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Return requested',
  picked_up: 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
  exchange_shipped: 'Exchange shipped',
  rejected: 'Return rejected',
};

/** What each move is called in a refusal ("… cannot be picked up now"). */
export const RETURN_MOVE_DONE: Record<ReturnMove, string> = {
  pickup: 'picked up',
  receive: 'received',
  refund: 'refunded',
  exchange: 'exchanged',
  reject: 'rejected',
};

/** Order statuses (the spec's codes) a shopper may cancel from: Pending and Processing, before it ships. */
export const CANCELLABLE_STATUSES: readonly number[] = [0, 1];
