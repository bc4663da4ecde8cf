import type { Queryable } from '../../platform/db/client';
import { countedProducts, mostLeft, takeUnits } from './repository';
import { StockShortage, type WantedLine } from './holds';

/**
 * Holds the replacement units of an exchange in the caller's transaction (the one that records the
 * return), all lines or none: a StockShortage names what is short, and nothing stays held. Lines
 * of products whose stock is not counted hold nothing, as orders do. Each line names its size and
 * colour exactly (the shopper chose them).
 */
export async function holdForExchange(tx: Queryable, returnId: string, lines: WantedLine[]): Promise<void> {
  const counted = await countedProducts(
    tx,
    lines.map((l) => l.productId),
  );
  const held = lines.filter((l) => counted.has(l.productId)).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (held.length === 0) return;
  await tx.query('SAVEPOINT exchange_hold');
  const short: WantedLine[] = [];
  for (const line of held) {
    if (!(await takeUnits(tx, line, { returnId }))) short.push(line);
  }
  if (short.length === 0) {
    await tx.query('RELEASE SAVEPOINT exchange_hold');
    return;
  }
  await tx.query('ROLLBACK TO SAVEPOINT exchange_hold');
  const unavailable = [];
  for (const l of short) {
    unavailable.push({ productId: l.productId, size: l.size, color: l.color, requested: l.quantity, available: await mostLeft(tx, l) });
  }
  throw new StockShortage(unavailable);
}

const key = (l: WantedLine) => JSON.stringify([l.productId, l.size ?? '', l.color ?? '']);

/** Ends a return's exchange holds: 'released' gives the units back (rejected), 'sold' ships them. A second call changes nothing. */
async function endExchange(tx: Queryable, returnId: string, state: 'released' | 'sold'): Promise<void> {
  const { rows } = await tx.query<{ product_id: string; size: string; color: string; quantity: number }>(
    `UPDATE stock_exchange_holds SET state = $2 WHERE return_id = $1 AND state = 'held'
     RETURNING product_id::text AS product_id, size, color, quantity`,
    [returnId, state],
  );
  for (const r of rows.sort((a, b) => (key(toLine(a)) < key(toLine(b)) ? -1 : 1))) {
    await tx.query(
      `UPDATE stock_levels SET held = held - $4, on_hand = on_hand - CASE WHEN $5 THEN $4 ELSE 0 END, updated_at = now()
       WHERE product_id = $1 AND size = $2 AND color = $3`,
      [r.product_id, r.size, r.color, r.quantity, state === 'sold'],
    );
  }
}

const toLine = (r: { product_id: string; size: string; color: string; quantity: number }): WantedLine => ({
  productId: r.product_id,
  size: r.size,
  color: r.color,
  quantity: r.quantity,
});

export const releaseExchange = (tx: Queryable, returnId: string) => endExchange(tx, returnId, 'released');
export const shipExchange = (tx: Queryable, returnId: string) => endExchange(tx, returnId, 'sold');

/**
 * Returned units accepted back on the shelf (refunded or exchanged): each goes to the variant the
 * order sold it from (its hold names it), once per return and line. Products not counted, or a
 * variant since removed, take nothing back.
 */
export async function restockReturned(
  tx: Queryable,
  returnId: string,
  orderId: string,
  lines: Array<{ productId: string; size: string | null; color: string | null; quantity: number }>,
): Promise<void> {
  for (const line of lines) {
    const { rows } = await tx.query<{ size: string; color: string }>(
      `SELECT size, color FROM stock_holds WHERE order_id = $1 AND product_id = $2 AND state = 'sold'
         AND ($3::text IS NULL OR size = $3) AND ($4::text IS NULL OR color = $4)
       ORDER BY size, color LIMIT 1`,
      [orderId, line.productId, line.size, line.color],
    );
    const variant = rows[0];
    if (!variant) continue;
    const taken = await tx.query(
      `INSERT INTO stock_returns (return_id, product_id, size, color, quantity) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING return_id`,
      [returnId, line.productId, variant.size, variant.color, line.quantity],
    );
    if (taken.rows.length === 0) continue;
    await tx.query(
      'UPDATE stock_levels SET on_hand = on_hand + $4, updated_at = now() WHERE product_id = $1 AND size = $2 AND color = $3',
      [line.productId, variant.size, variant.color, line.quantity],
    );
  }
}
