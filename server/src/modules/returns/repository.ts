import type { Queryable } from '../../platform/db/client';
import type { ReturnResolution, ReturnState } from '../../../../rules/returnStates';
import type { RefundDetails } from '../../../../rules/returns';

export interface ReturnRow {
  id: string;
  order_id: string;
  state: ReturnState;
  resolution: ReturnResolution;
  reason: string;
  note: string | null;
  pickup: boolean;
  refund_details: RefundDetails | null;
  reject_reason: string | null;
  created_at: Date | string;
  picked_up_at: Date | string | null;
  received_at: Date | string | null;
  resolved_at: Date | string | null;
}

export interface ReturnLineRow {
  return_id: string;
  order_item_id: string;
  quantity: number;
  exchange_size: string | null;
  exchange_color: string | null;
}

export interface RefundRow {
  order_id: string;
  return_id: string | null;
  amount: number;
  destination: 'source' | 'upi' | 'bank';
  created_at: Date | string;
}

const IDS = '(SELECT jsonb_array_elements_text($1::jsonb))';

export async function recordCancellation(tx: Queryable, orderId: string, reason: string, note: string | null): Promise<void> {
  await tx.query('INSERT INTO order_cancellations (order_id, reason, note) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    orderId,
    reason,
    note,
  ]);
}

/** A refund, once: a second one for the same return (or the same cancellation) inserts nothing, and false says so. */
export async function insertRefund(
  tx: Queryable,
  r: { id: string; orderId: string; returnId: string | null; amount: number; destination: RefundRow['destination'] },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO refunds (id, order_id, return_id, amount, destination) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [r.id, r.orderId, r.returnId, r.amount, r.destination],
  );
  return rows.length > 0;
}

export async function refundsOf(db: Queryable, orderIds: string[]): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `SELECT order_id, return_id::text AS return_id, amount::float8 AS amount, destination, created_at FROM refunds
     WHERE order_id IN ${IDS} ORDER BY created_at, id`,
    [JSON.stringify(orderIds)],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

export async function insertReturn(
  tx: Queryable,
  r: {
    id: string;
    orderId: string;
    resolution: ReturnResolution;
    reason: string;
    note: string | null;
    pickup: boolean;
    refundDetails: RefundDetails | null;
    lines: Array<{ itemId: string; quantity: number; exchangeSize: string | null; exchangeColor: string | null }>;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO returns (id, order_id, resolution, reason, note, pickup, refund_details) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [r.id, r.orderId, r.resolution, r.reason, r.note, r.pickup, r.refundDetails ? JSON.stringify(r.refundDetails) : null],
  );
  for (const l of r.lines) {
    await tx.query(
      'INSERT INTO return_lines (return_id, order_item_id, quantity, exchange_size, exchange_color) VALUES ($1, $2, $3, $4, $5)',
      [r.id, l.itemId, l.quantity, l.exchangeSize, l.exchangeColor],
    );
  }
}

const RETURN_COLUMNS = `r.id::text AS id, r.order_id, r.state, r.resolution, r.reason, r.note, r.pickup, r.refund_details,
  r.reject_reason, r.created_at, r.picked_up_at, r.received_at, r.resolved_at`;

export async function returnsOfOrders(db: Queryable, orderIds: string[]): Promise<ReturnRow[]> {
  const { rows } = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM returns r WHERE r.order_id IN ${IDS} ORDER BY r.created_at, r.id`,
    [JSON.stringify(orderIds)],
  );
  return rows;
}

/** One return, locked for the rest of the transaction when `lock` (a move of the shop's). */
export async function getReturn(db: Queryable, id: string, lock = false): Promise<ReturnRow | null> {
  const { rows } = await db.query<ReturnRow>(`SELECT ${RETURN_COLUMNS} FROM returns r WHERE r.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function linesOf(db: Queryable, returnIds: string[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  const { rows } = await db.query<ReturnLineRow>(
    `SELECT return_id::text AS return_id, order_item_id::text AS order_item_id, quantity, exchange_size, exchange_color
     FROM return_lines WHERE return_id::text IN ${IDS}`,
    [JSON.stringify(returnIds)],
  );
  return rows;
}

/** Units of each of the order's items already in a return that is not rejected. */
export async function unitsInReturns(tx: Queryable, orderId: string): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ order_item_id: string; units: number }>(
    `SELECT l.order_item_id::text AS order_item_id, sum(l.quantity)::int AS units FROM return_lines l
     JOIN returns r ON r.id = l.return_id WHERE r.order_id = $1 AND r.state <> 'rejected' GROUP BY l.order_item_id`,
    [orderId],
  );
  return new Map(rows.map((r) => [r.order_item_id, r.units]));
}

/** Moves a return on (the caller checked the move against the machine, under the return's lock). */
export async function moveReturnRow(tx: Queryable, id: string, to: ReturnState, rejectReason: string | null): Promise<void> {
  await tx.query(
    `UPDATE returns SET state = $2,
       picked_up_at = CASE WHEN $2 = 'picked_up' THEN now() ELSE picked_up_at END,
       received_at = CASE WHEN $2 = 'received' THEN now() ELSE received_at END,
       resolved_at = CASE WHEN $2 IN ('refunded', 'exchange_shipped', 'rejected') THEN now() ELSE resolved_at END,
       reject_reason = COALESCE($3, reject_reason),
       -- The shopper's account details are kept only until they are no longer needed.
       refund_details = CASE WHEN $2 IN ('refunded', 'exchange_shipped', 'rejected') THEN NULL ELSE refund_details END
     WHERE id = $1`,
    [id, to, rejectReason],
  );
}

/** Returns for the shop's list: those still open, or all, newest first, with the shopper's e-mail. */
export async function listReturns(db: Queryable, open: boolean): Promise<Array<ReturnRow & { email: string }>> {
  const { rows } = await db.query<ReturnRow & { email: string }>(
    `SELECT ${RETURN_COLUMNS}, o.email FROM returns r JOIN orders o ON o.id = r.order_id
     WHERE NOT $1 OR r.state IN ('requested', 'picked_up', 'received') ORDER BY r.created_at DESC, r.id LIMIT 500`,
    [open],
  );
  return rows;
}
