import type { AppContext } from '../../platform/http/context';
import type { Queryable } from '../../platform/db/client';
import { holdUntilDone, lapsedOrders, releaseOrders, sellOrder } from '../stock';
import { ORDER_STATUS } from './contract';
import { ordersAboutToBeRead } from './reads';
import { cancelPendingOrders, moveOrderStatus } from './repository';

/**
 * Moves the order only if it is still in `from` (false when another request got there first), and
 * its stock with it, in the caller's transaction: paid or cash on delivery (Processing), its units
 * stay held until it is done; delivered, they leave the shelf; cancelled, they go back.
 */
export async function setOrderStatus(tx: Queryable, id: string, from: number, to: number): Promise<boolean> {
  if (!(await moveOrderStatus(tx, id, from, to))) return false;
  if (to === ORDER_STATUS.processing) await holdUntilDone(tx, id);
  else if (to === ORDER_STATUS.delivered) await sellOrder(tx, id);
  else if (to === ORDER_STATUS.cancelled) await releaseOrders(tx, [id]);
  return true;
}

/**
 * Orders left unpaid past the hold window (STOCK_HOLD_MINUTES) are cancelled and their units go
 * back, as WooCommerce's "hold stock" does, so a payment arriving later cannot take units another
 * shopper has since bought (payments refuse or void it: the order is no longer Pending). Payments
 * the provider confirmed meanwhile are settled first, so a shopper who paid in time keeps the order.
 * Lazy, as the payments' confirmations are: run before an order is placed and before orders are
 * read. Two instances at once cancel each order once (the status moves conditionally).
 */
export async function expireUnpaidOrders(ctx: AppContext): Promise<void> {
  await ordersAboutToBeRead(ctx);
  const lapsed = await lapsedOrders(ctx.db);
  if (lapsed.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    // Also an order cancelled another way whose hold outlived it: its units go back all the same.
    await releaseOrders(tx, await cancelPendingOrders(tx, lapsed));
  });
}
