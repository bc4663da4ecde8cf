import crypto from 'node:crypto';
import type { Queryable } from '../../platform/db/client';
import { lockOrder, ORDER_STATUS, PENDING, PROCESSING, setOrderStatus } from '../orders';

export type PaymentMethod = 'upi_qr' | 'upi_app' | 'card' | 'netbanking' | 'cod';
/** 'void': never taken because the order got paid another way; 'refund_due': see migration 003. */
export type PaymentStatus = 'pending' | 'paid' | 'void' | 'refund_due';

export interface PaymentRow {
  id: string;
  order_id: string;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, order_id, method, amount::float8 AS amount, status';

export async function createPayment(
  db: Queryable,
  p: { orderId: string; method: PaymentMethod; amount: number; paid: boolean },
): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `INSERT INTO payments (id, order_id, method, amount, status, paid_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'paid' THEN now() END)
     RETURNING ${COLUMNS}`,
    [crypto.randomUUID(), p.orderId, p.method, p.amount, p.paid ? 'paid' : 'pending'],
  );
  return rows[0]!;
}

export async function getPayment(db: Queryable, id: string): Promise<PaymentRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Payments still open on an order that has just been paid can no longer be taken. */
export async function voidOtherPayments(tx: Queryable, orderId: string, keepId: string): Promise<void> {
  await tx.query("UPDATE payments SET status = 'void' WHERE order_id = $1 AND status = 'pending' AND id <> $2", [orderId, keepId]);
}

export type Settlement = 'paid' | 'already-paid' | 'not-payable';

/**
 * Takes a pending payment: the payment becomes paid and its order moves from Pending to
 * Processing, both or neither. Locks the order first (as every payment path does), then checks
 * and moves each row conditionally; if the order is no longer Pending the payment is voided
 * instead. The unique index of migration 003 backs this up.
 */
export async function settlePayment(tx: Queryable, paymentId: string): Promise<Settlement> {
  const payment = await getPayment(tx, paymentId);
  if (!payment) return 'not-payable';
  await lockOrder(tx, payment.order_id);
  const { rows } = await tx.query<{ status: PaymentStatus }>('SELECT status FROM payments WHERE id = $1 FOR UPDATE', [paymentId]);
  const status = rows[0]?.status;
  if (status === 'paid') return 'already-paid';
  if (status !== 'pending') return 'not-payable';
  if (!(await setOrderStatus(tx, payment.order_id, PENDING, PROCESSING))) {
    await tx.query("UPDATE payments SET status = 'void' WHERE id = $1 AND status = 'pending'", [paymentId]);
    return 'not-payable';
  }
  const paid = await tx.query("UPDATE payments SET status = 'paid', paid_at = now() WHERE id = $1 AND status = 'pending' RETURNING id", [
    paymentId,
  ]);
  if (paid.rows.length !== 1) throw new Error(`payment ${paymentId} changed under its lock`);
  await voidOtherPayments(tx, payment.order_id, paymentId);
  return 'paid';
}

/** UPI payments older than `delayMs`, still pending: the ones the simulated provider has confirmed by now (oldest first). */
export async function confirmedUpiPayments(db: Queryable, delayMs: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM payments
     WHERE status = 'pending' AND method IN ('upi_qr', 'upi_app')
       AND created_at <= now() - ($1::int * interval '1 millisecond')
     ORDER BY created_at, id LIMIT 100`,
    [delayMs],
  );
  return rows.map((r) => r.id);
}

/**
 * The order line of the product the shopper bought last: in an order that is paid (cash on
 * delivery is paid once confirmed) and not cancelled; null when the shopper bought none.
 */
export async function lastPurchase(db: Queryable, userId: string, productId: string) {
  const { rows } = await db.query<{ size: string | null; color: string | null }>(
    `SELECT i.size, i.color FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.user_id = $1 AND i.product_id = $2 AND o.status <> ${ORDER_STATUS.cancelled}
       AND EXISTS (SELECT 1 FROM payments pay WHERE pay.order_id = o.id AND pay.status = 'paid')
     ORDER BY o.created_at DESC, o.id DESC, i.position DESC LIMIT 1`,
    [userId, productId],
  );
  return rows[0] ?? null;
}

/** The payment that paid the order (cash on delivery counts once confirmed), or null. */
export async function paidPaymentOf(db: Queryable, orderId: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE order_id = $1 AND status = 'paid' LIMIT 1`, [orderId]);
  return rows[0] ?? null;
}

/** When each of these orders was paid online (cash on delivery is paid at the door, not here). */
export async function paidOnlineAt(db: Queryable, orderIds: string[]) {
  const { rows } = await db.query<{ order_id: string; method: PaymentMethod; amount: number; paid_at: Date | string }>(
    `SELECT order_id, method, amount::float8 AS amount, paid_at FROM payments
     WHERE order_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND status = 'paid' AND method <> 'cod' AND paid_at IS NOT NULL`,
    [JSON.stringify(orderIds)],
  );
  return rows;
}
