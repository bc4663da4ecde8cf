import type { Queryable } from '../../platform/db/client';

export interface VariantRow {
  product_id: string;
  size: string;
  color: string;
  on_hand: number;
  held: number;
}

const IDS = '(SELECT jsonb_array_elements_text($1::jsonb)::uuid)';

/**
 * What each variant of these products has left. A hold whose unpaid order has lapsed counts as
 * back already: the order is cancelled at the next expiry, so no answer shows units nobody holds.
 */
export async function availability(db: Queryable, productIds: string[]): Promise<Array<VariantRow & { available: number }>> {
  if (productIds.length === 0) return [];
  const { rows } = await db.query<VariantRow & { available: number }>(
    `SELECT s.product_id::text AS product_id, s.size, s.color, s.on_hand, s.held,
       s.on_hand - s.held + coalesce((SELECT sum(h.quantity) FROM stock_holds h
         WHERE h.product_id = s.product_id AND h.size = s.size AND h.color = s.color
           AND h.state = 'held' AND h.expires_at <= now()), 0)::int AS available
     FROM stock_levels s WHERE s.product_id IN ${IDS} ORDER BY s.product_id, s.size, s.color`,
    [JSON.stringify(productIds)],
    { prepare: true },
  );
  return rows;
}

/** Which of these products have their stock counted at all. */
export async function countedProducts(db: Queryable, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const { rows } = await db.query<{ product_id: string }>(
    `SELECT DISTINCT product_id::text AS product_id FROM stock_levels WHERE product_id IN ${IDS}`,
    [JSON.stringify(productIds)],
  );
  return new Set(rows.map((r) => r.product_id));
}

/**
 * Holds `quantity` of the variant that matches (a NULL size or colour: any), the one with the most
 * left, only if that many are left. The guard is in the UPDATE itself, so on PostgreSQL a request
 * that waited for the row re-checks it against the winner's count (READ COMMITTED re-evaluates the
 * WHERE on the row's new version); null when no matching variant has that many.
 */
export async function takeUnits(
  tx: Queryable,
  line: { productId: string; size: string | null; color: string | null; quantity: number },
  hold: { orderId: string; lapsesInMs: number | null } | { returnId: string },
): Promise<{ size: string; color: string } | null> {
  // The hold is written by the same statement that takes the units (one round trip a line).
  // By the database's clock, as the lapse is read: instances' clocks may differ.
  const recorded =
    'orderId' in hold
      ? `INSERT INTO stock_holds (order_id, product_id, size, color, quantity, expires_at)
         SELECT $5, $1, size, color, $4, now() + $6::float8 * interval '1 millisecond' FROM taken
         ON CONFLICT (order_id, product_id, size, color) DO UPDATE SET quantity = stock_holds.quantity + EXCLUDED.quantity`
      : `INSERT INTO stock_exchange_holds (return_id, product_id, size, color, quantity)
         SELECT $5, $1, size, color, $4 FROM taken
         ON CONFLICT (return_id, product_id, size, color) DO UPDATE SET quantity = stock_exchange_holds.quantity + EXCLUDED.quantity`;
  const params = 'orderId' in hold ? [hold.orderId, hold.lapsesInMs] : [hold.returnId];
  const { rows } = await tx.query<{ size: string; color: string }>(
    `WITH taken AS (
       UPDATE stock_levels s SET held = s.held + $4, updated_at = now()
       FROM (SELECT size, color FROM stock_levels
             WHERE product_id = $1 AND ($2::text IS NULL OR size = $2) AND ($3::text IS NULL OR color = $3)
               AND on_hand - held >= $4
             ORDER BY on_hand - held DESC, size, color LIMIT 1) c
       WHERE s.product_id = $1 AND s.size = c.size AND s.color = c.color AND s.on_hand - s.held >= $4
       RETURNING s.size, s.color
     ), recorded AS (${recorded})
     SELECT size, color FROM taken`,
    [line.productId, line.size, line.color, line.quantity, ...params],
  );
  return rows[0] ?? null;
}

/** What the variants matching a line have left, the most of any one of them. */
export async function mostLeft(tx: Queryable, line: { productId: string; size: string | null; color: string | null }): Promise<number> {
  const { rows } = await tx.query<{ left: number | null }>(
    `SELECT max(on_hand - held)::int AS left FROM stock_levels
     WHERE product_id = $1 AND ($2::text IS NULL OR size = $2) AND ($3::text IS NULL OR color = $3)`,
    [line.productId, line.size, line.color],
  );
  return rows[0]?.left ?? 0;
}

/**
 * Ends the orders' open holds as `state`: 'released' gives the units back, 'sold' takes them off
 * the shelf too. Only holds still 'held' move, so a second call (a repeat, another instance) changes
 * nothing. Variants are updated in key order, as holds take them, so two transactions never deadlock.
 */
export async function endHolds(tx: Queryable, orderIds: string[], state: 'released' | 'sold'): Promise<number> {
  if (orderIds.length === 0) return 0;
  const { rows } = await tx.query<{ product_id: string; size: string; color: string; quantity: number }>(
    `UPDATE stock_holds SET state = $2, expires_at = NULL
     WHERE order_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND state = 'held'
     RETURNING product_id::text AS product_id, size, color, quantity`,
    [JSON.stringify(orderIds), state],
  );
  const perVariant = new Map<string, { productId: string; size: string; color: string; quantity: number }>();
  for (const r of rows) {
    const key = JSON.stringify([r.product_id, r.size, r.color]);
    const same = perVariant.get(key);
    if (same) same.quantity += r.quantity;
    else perVariant.set(key, { productId: r.product_id, size: r.size, color: r.color, quantity: r.quantity });
  }
  for (const key of [...perVariant.keys()].sort()) {
    const v = perVariant.get(key)!;
    await tx.query(
      `UPDATE stock_levels SET held = held - $4, on_hand = on_hand - CASE WHEN $5 THEN $4 ELSE 0 END, updated_at = now()
       WHERE product_id = $1 AND size = $2 AND color = $3`,
      [v.productId, v.size, v.color, v.quantity, state === 'sold'],
    );
  }
  return rows.length;
}

/** The order's open holds no longer lapse (it is paid, or cash on delivery). */
export async function keepHolds(tx: Queryable, orderId: string): Promise<void> {
  await tx.query("UPDATE stock_holds SET expires_at = NULL WHERE order_id = $1 AND state = 'held'", [orderId]);
}

/** Orders with a hold that has lapsed unpaid, oldest first. */
export async function lapsedOrders(db: Queryable, limit = 100): Promise<string[]> {
  const { rows } = await db.query<{ order_id: string }>(
    `SELECT order_id FROM stock_holds WHERE state = 'held' AND expires_at <= now()
     GROUP BY order_id ORDER BY min(expires_at), order_id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.order_id);
}

/** Sets what is on the shelf; refused (false) below what open orders hold. Creates the variant when new. */
export async function setOnHand(
  db: Queryable,
  v: { productId: string; size: string; color: string; onHand: number },
): Promise<VariantRow | { held: number; refused: true }> {
  const { rows } = await db.query<VariantRow>(
    `INSERT INTO stock_levels (product_id, size, color, on_hand) VALUES ($1, $2, $3, $4)
     ON CONFLICT (product_id, size, color) DO UPDATE SET on_hand = EXCLUDED.on_hand, updated_at = now()
       WHERE stock_levels.held <= EXCLUDED.on_hand
     RETURNING product_id::text AS product_id, size, color, on_hand, held`,
    [v.productId, v.size, v.color, v.onHand],
  );
  if (rows[0]) return rows[0];
  const held = await db.query<{ held: number }>('SELECT held FROM stock_levels WHERE product_id = $1 AND size = $2 AND color = $3', [
    v.productId,
    v.size,
    v.color,
  ]);
  return { held: held.rows[0]?.held ?? 0, refused: true };
}

/** Every variant counted, or those at or under `atMost` left, with the product's title. */
export async function stockList(db: Queryable, opts: { productId?: string; atMost?: number }) {
  const { rows } = await db.query<VariantRow & { title: string }>(
    `SELECT s.product_id::text AS product_id, p.title, s.size, s.color, s.on_hand, s.held
     FROM stock_levels s JOIN products p ON p.id = s.product_id
     WHERE ($1::uuid IS NULL OR s.product_id = $1) AND ($2::int IS NULL OR s.on_hand - s.held <= $2)
     ORDER BY p.title, s.product_id, s.size, s.color LIMIT 2000`,
    [opts.productId ?? null, opts.atMost ?? null],
  );
  return rows;
}

/**
 * An imported product's stock, whole: the variants listed get their count (never below what open
 * orders hold of them), those not listed and holding nothing go.
 */
export async function replaceStock(tx: Queryable, productId: string, variants: Array<{ size: string; color: string; stock: number }>) {
  const list = JSON.stringify(variants);
  await tx.query(
    `DELETE FROM stock_levels s WHERE s.product_id = $1 AND s.held = 0
       AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS v(size text, color text) WHERE v.size = s.size AND v.color = s.color)
       AND NOT EXISTS (SELECT 1 FROM stock_holds h WHERE h.product_id = s.product_id AND h.size = s.size AND h.color = s.color)`,
    [productId, list],
  );
  await tx.query(
    `INSERT INTO stock_levels (product_id, size, color, on_hand)
     SELECT $1, v.size, v.color, v.stock FROM jsonb_to_recordset($2::jsonb) AS v(size text, color text, stock int)
     ON CONFLICT (product_id, size, color) DO UPDATE SET on_hand = greatest(EXCLUDED.on_hand, stock_levels.held), updated_at = now()`,
    [productId, list],
  );
}
