import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { dropOrderReminder, queueOrderMessage, type OrderMessageKind } from '../messages';
import { ORDER_STATUS, type OrderDto } from './contract';
import { paymentOfOrder } from './payment';
import { getOrder, lockOrder, moveOrderRow, toOrderDto, type OrderRecord } from './repository';
import { stockFollows } from './status';

export type OrderMove = 'ship' | 'out-for-delivery' | 'deliver' | 'cancel';

const NAMES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];
const { pending, processing, shipped, delivered, cancelled } = ORDER_STATUS;

/**
 * Each move of the shop's: the statuses it starts from and the one it ends in, along the spec's
 * codes and never back. Out for delivery is a step within Shipped (recorded apart, told once);
 * a Pending order is not paid yet, so it is cancelled, never shipped.
 */
const MOVES: Record<OrderMove, { from: number[]; to: number; kind: OrderMessageKind; done: string }> = {
  ship: { from: [processing], to: shipped, kind: 'shipped', done: 'shipped' },
  'out-for-delivery': { from: [shipped], to: shipped, kind: 'out_for_delivery', done: 'out for delivery' },
  deliver: { from: [shipped], to: delivered, kind: 'delivered', done: 'delivered' },
  cancel: { from: [pending, processing, shipped], to: cancelled, kind: 'cancelled', done: 'cancelled' },
};

/** A courier's air waybill: letters, digits and hyphens. */
export const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

/**
 * Moves order `id` on in one transaction with its message: the order locked, its status checked
 * against the move, changed, and the shopper's message queued, all or nothing. Two moves at once
 * queue one behind the other; the second finds the status moved and is refused.
 */
export async function moveOrder(ctx: AppContext, id: string, move: OrderMove, tracking?: string): Promise<OrderDto> {
  if (move === 'ship' && !(tracking && TRACKING_NUMBER.test(tracking))) {
    throw httpErrors.badRequest('Shipping needs the tracking number: 3 to 40 letters, digits or hyphens.');
  }
  return toOrderDto(await ctx.db.transaction((tx) => moveOrderIn(ctx, tx, id, move, tracking)));
}

/**
 * moveOrder in the caller's transaction (a shopper's cancellation, which records its reason and
 * refund in the same one): the order's row lock is taken here, so a move racing it (the shop
 * shipping) waits and then finds the status moved.
 */
export async function moveOrderIn(ctx: AppContext, tx: Queryable, id: string, move: OrderMove, tracking?: string): Promise<OrderRecord> {
  const rule = MOVES[move];
  const locked = await lockOrder(tx, id);
  if (!locked) throw httpErrors.notFound(`No order ${id}.`);
  const outAlready = move === 'out-for-delivery' && (await getOrder(tx, id))?.outForDelivery;
  if (!rule.from.includes(locked.status) || outAlready) {
    const now = outAlready ? 'out for delivery' : (NAMES[locked.status] ?? `status ${locked.status}`);
    throw httpErrors.conflict(`Order ${id} is ${now}: it cannot be ${rule.done} now.`);
  }
  await moveOrderRow(tx, id, rule.to, { tracking: move === 'ship' ? tracking! : null, outForDelivery: move === 'out-for-delivery' });
  if (rule.to !== locked.status) await stockFollows(tx, id, rule.to);
  // A Pending order cancelled before it was paid: its payment reminder must not follow.
  if (rule.to === cancelled) await dropOrderReminder(tx, id);
  const order = (await getOrder(tx, id))!;
  await queueOrderMessage(ctx, tx, { kind: rule.kind, order, payment: await paymentOfOrder(ctx, tx, id) });
  return order;
}
