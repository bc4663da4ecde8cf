import crypto from 'node:crypto';
import type { Queryable } from '../db/client';

export type PaymentMethod = 'upi_qr' | 'upi_app' | 'card' | 'netbanking' | 'cod';

export interface PaymentRow {
  id: string;
  order_id: number;
  method: PaymentMethod;
  amount: number;
  status: 'pending' | 'paid';
}

export async function createPayment(
  db: Queryable,
  p: { orderId: number; method: PaymentMethod; amount: number; paid: boolean },
): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `INSERT INTO payments (id, order_id, method, amount, status, paid_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'paid' THEN now() END)
     RETURNING id, order_id, method, amount::float8 AS amount, status`,
    [crypto.randomUUID(), p.orderId, p.method, p.amount, p.paid ? 'paid' : 'pending'],
  );
  return rows[0]!;
}

export async function getPayment(db: Queryable, id: string): Promise<PaymentRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<PaymentRow>(
    'SELECT id, order_id, method, amount::float8 AS amount, status FROM payments WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Marks the payment paid and moves its order from Pending to Processing; false when it was already paid. */
export async function markPaid(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ order_id: number }>(
    "UPDATE payments SET status = 'paid', paid_at = now() WHERE id = $1 AND status = 'pending' RETURNING order_id",
    [id],
  );
  if (!rows[0]) return false;
  await db.query('UPDATE orders SET status = 1 WHERE id = $1 AND status = 0', [rows[0].order_id]);
  return true;
}

/**
 * The simulated UPI provider "confirms" a payment once it is older than the delay. Done lazily when
 * orders are read (no timers), by the database clock, so it also works across restarts.
 */
export async function settleUpiPayments(db: Queryable, delayMs: number): Promise<void> {
  await db.query(
    `WITH settled AS (
       UPDATE payments SET status = 'paid', paid_at = now()
       WHERE status = 'pending' AND method IN ('upi_qr', 'upi_app')
         AND created_at <= now() - ($1::int * interval '1 millisecond')
       RETURNING order_id)
     UPDATE orders SET status = 1 WHERE status = 0 AND id IN (SELECT order_id FROM settled)`,
    [delayMs],
  );
}
