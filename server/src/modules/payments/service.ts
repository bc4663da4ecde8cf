import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { queueOrderMessage, type PaymentForMessage } from '../messages';
import { getOrder } from '../orders';
import { formatInr } from '../../../../rules/money';
import { PAYMENT_METHODS } from './fields';
import {
  confirmedUpiPayments,
  getPayment as getPaymentRow,
  lastPurchase,
  paidOnlineAt,
  paidPaymentOf,
  settlePayment,
  type PaymentRow,
  type Settlement,
} from './repository';

/** A payment as the shopper's messages name it. */
export function paymentForMessage(payment: Pick<PaymentRow, 'method' | 'amount'>): PaymentForMessage {
  const method = PAYMENT_METHODS.find((m) => m.value === payment.method)?.label ?? payment.method;
  return { method, amount: payment.amount, onDelivery: payment.method === 'cod' };
}

/** The orders' timeline events of payments: paid online, how and how much. */
export async function paymentEvents(db: Queryable, orderIds: string[]) {
  return (await paidOnlineAt(db, orderIds)).map((p) => ({
    orderId: p.order_id,
    event: 'paid' as const,
    at: new Date(p.paid_at).toISOString(),
    detail: `${formatInr(p.amount)} paid by ${paymentForMessage(p).method}`,
  }));
}

/** How an order is paid (its paid payment), for the messages of its moves. */
export async function orderPayment(tx: Queryable, orderId: string): Promise<PaymentForMessage | null> {
  const paid = await paidPaymentOf(tx, orderId);
  return paid ? paymentForMessage(paid) : null;
}

/**
 * The payment told to the shopper in the transaction that took it: cash on delivery confirmed, or
 * a payment received (a card, net banking, UPI the provider confirmed).
 */
export async function tellPaid(ctx: AppContext, tx: Queryable, payment: Pick<PaymentRow, 'order_id' | 'method' | 'amount'>): Promise<void> {
  const order = await getOrder(tx, payment.order_id);
  if (!order) return;
  const kind = payment.method === 'cod' ? 'cod_confirmed' : 'payment_received';
  await queueOrderMessage(ctx, tx, { kind, order, payment: paymentForMessage(payment) });
}

/** settlePayment, and the shopper told when it took the payment. */
export async function settleAndTell(ctx: AppContext, tx: Queryable, paymentId: string): Promise<Settlement> {
  const outcome = await settlePayment(tx, paymentId);
  if (outcome === 'paid') {
    const paid = await getPaymentRow(tx, paymentId);
    if (paid) await tellPaid(ctx, tx, paid);
  }
  return outcome;
}

/**
 * The simulated UPI provider "confirms" a payment once it is older than PAYMENT_AUTOCONFIRM_MS.
 * Done lazily, when orders or purchases are read (no timers), by the database clock, so it also
 * works across restarts. Each payment settles in its own transaction through settlePayment, so a
 * UPI payment on an order that was meanwhile paid by cash on delivery is voided, not taken.
 */
export async function settleDuePayments(ctx: AppContext): Promise<void> {
  for (const id of await confirmedUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs)) {
    await ctx.db.transaction((tx) => settleAndTell(ctx, tx, id));
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
