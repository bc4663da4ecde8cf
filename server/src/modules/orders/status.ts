import type { AppContext } from '../../platform/http/context';
import type { Queryable } from '../../platform/db/client';
import { dropOrderReminder, queueOrderMessage } from '../messages';
import { holdUntilDone, lapsedOrders, releaseOrders, sellOrder } from '../stock';
import { lapsedOfferOrders, releaseOfferUses, spendOfferUse } from '../offers';
import { ORDER_STATUS } from './contract';
import { ordersAboutToBeRead } from './reads';
import { cancelPendingOrders, getOrder, moveOrderStatus } from './repository';

/**
 * The order's stock and its offer's use follow its new status, in the caller's transaction: paid
 * or cash on delivery (Processing), its units stay held until it is done and its use is spent;
 * delivered, the units leave the shelf; cancelled, both go back (the use first, in the order an
 * order takes them).
 */
export async function stockFollows(tx: Queryable, id: string, to: number): Promise<void> {
  if (to === ORDER_STATUS.processing) {
    await spendOfferUse(tx, id);
    await holdUntilDone(tx, id);
  } else if (to === ORDER_STATUS.delivered) await sellOrder(tx, id);
  else if (to === ORDER_STATUS.cancelled) await giveBack(tx, [id]);
}

async function giveBack(tx: Queryable, ids: string[]): Promise<void> {
  await releaseOfferUses(tx, ids);
  await releaseOrders(tx, ids);
}

/** Moves the order only if it is still in `from` (false when another request got there first), and its stock with it. */
export async function setOrderStatus(tx: Queryable, id: string, from: number, to: number): Promise<boolean> {
  if (!(await moveOrderStatus(tx, id, from, to))) return false;
  await stockFollows(tx, id, to);
  return true;
}

/**
 * Orders left unpaid past the hold window (STOCK_HOLD_MINUTES) are cancelled and their units (and
 * offer's use) go back, as WooCommerce's "hold stock" does, so a payment arriving later cannot take units another
 * shopper has since bought (payments refuse or void it: the order is no longer Pending). Payments
 * the provider confirmed meanwhile are settled first, so a shopper who paid in time keeps the order.
 * The shopper is told in the same transaction, and the payment reminder not yet sent is dropped.
 * Run when orders are read, when an order finds its units short, and on a timer in every instance; two instances at once
 * cancel each order once (the status moves conditionally, the message is queued once per order).
 */
export async function expireUnpaidOrders(ctx: AppContext): Promise<number> {
  await ordersAboutToBeRead(ctx);
  const lapsed = [...new Set([...(await lapsedOrders(ctx.db)), ...(await lapsedOfferOrders(ctx.db))])];
  if (lapsed.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const cancelled = await cancelPendingOrders(tx, lapsed);
    // Also an order cancelled another way whose hold outlived it: its units go back all the same.
    await giveBack(tx, cancelled.all);
    for (const id of cancelled.newly) {
      const order = await getOrder(tx, id);
      if (!order) continue;
      await dropOrderReminder(tx, id);
      await queueOrderMessage(ctx, tx, { kind: 'cancelled', order, payment: null });
    }
    return cancelled.all.length;
  });
}
