import type { AppContext } from '../../platform/http/context';
import { confirmedUpiPayments, lastPurchase, settlePayment } from './repository';

/**
 * The simulated UPI provider "confirms" a payment once it is older than PAYMENT_AUTOCONFIRM_MS.
 * Done lazily, when orders or purchases are read (no timers), by the database clock, so it also
 * works across restarts. Each payment settles in its own transaction through settlePayment, so a
 * UPI payment on an order that was meanwhile paid by cash on delivery is voided, not taken.
 */
export async function settleDuePayments(ctx: AppContext): Promise<void> {
  for (const id of await confirmedUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs)) {
    await ctx.db.transaction((tx) => settlePayment(tx, id));
  }
}

/**
 * Has this shopper bought this product: the order line of their latest paid, not cancelled order
 * holding it (its size and colour), or null. Payments confirmed meanwhile are settled first, so a
 * shopper who has just paid by UPI counts as a buyer. Call it outside a transaction: settling
 * opens transactions of its own.
 */
export async function purchaseOf(ctx: AppContext, userId: string, productId: string) {
  await settleDuePayments(ctx);
  return lastPurchase(ctx.db, userId, productId);
}
