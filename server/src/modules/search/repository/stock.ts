import type { Queryable } from '../../../platform/db/client';

/**
 * Whether the shop counts stock at all, and the search keys of the products wholly sold out: counted
 * (rows in stock_levels) with no variant left. Left as the product answers count it (the stock
 * module's availability): on hand − held, a lapsed unpaid hold back already, so a card never shows
 * units the filter calls gone. Read for every listing and search: stock moves with every order, and
 * the catalogue copy the filters run over is kept until the catalogue changes.
 */
export async function stockState(db: Queryable): Promise<{ counted: boolean; soldOut: number[] }> {
  const { rows } = await db.query<{ counted: boolean; sold_out: number[] }>(
    `SELECT EXISTS (SELECT 1 FROM stock_levels) AS counted,
       coalesce((SELECT json_agg(sp.key ORDER BY sp.key)
         FROM search_products sp
         JOIN (SELECT l.product_id FROM stock_levels l
               LEFT JOIN (SELECT product_id, size, color, sum(quantity) AS back FROM stock_holds
                          WHERE state = 'held' AND expires_at <= now() GROUP BY product_id, size, color) h
                 USING (product_id, size, color)
               GROUP BY l.product_id
               HAVING max(l.on_hand - l.held + coalesce(h.back, 0)) <= 0) gone ON gone.product_id = sp.id), '[]') AS sold_out`,
    [],
    { prepare: true },
  );
  return { counted: rows[0]!.counted, soldOut: rows[0]!.sold_out };
}
