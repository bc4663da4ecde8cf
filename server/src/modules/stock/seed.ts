import crypto from 'node:crypto';
import type { Queryable } from '../../platform/db/client';
import { productIdFor, SEED_PRODUCTS } from '../catalog';
import { variantsOf } from './service';

/**
 * The demo shop's shelves: most variants comfortably stocked (6 to 40, the same in every fresh
 * database), a few sizes running low or gone, and one product sold out in every size. Kept to older
 * products, so the newest a shopper (or a journey) meets first can all be bought.
 */
const SHELVES: Record<string, { all?: number; sizes?: Record<string, number> }> = {
  'trail-shoe-ridge': { all: 0 },
  'training-shoe-crossfit': { sizes: { 'UK 9': 0, 'UK 10': 0, 'UK 11': 1 } },
  'cricket-spikes-pro': { sizes: { 'UK 6': 0, 'UK 7': 2 } },
  'badminton-court-shoe': { sizes: { 'UK 8': 1, 'UK 11': 0 } },
  'gym-joggers': { sizes: { M: 0, XL: 2 } },
  'training-hoodie': { sizes: { XL: 2, S: 0 } },
  'women-leggings-printed': { sizes: { S: 2 } },
  'kettlebell-16kg': { all: 2 },
  'weighted-vest-10kg': { all: 1 },
  'cycling-helmet': { all: 3 },
};

function plentiful(slug: string, size: string, color: string): number {
  const h = crypto.createHash('sha1').update(`${slug}|${size}|${color}`).digest();
  return 6 + (h[0]! % 35);
}

/** Stock for the demo products present that have none counted yet, so it runs at every start and never overwrites the shop's own counts. */
export async function seedStock(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT p.id::text AS id FROM products p
     WHERE p.id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)
       AND NOT EXISTS (SELECT 1 FROM stock_levels s WHERE s.product_id = p.id)`,
    [JSON.stringify(SEED_PRODUCTS.map((p) => productIdFor(p.slug)))],
  );
  const missing = new Set(rows.map((r) => r.id));
  for (const product of SEED_PRODUCTS) {
    const id = productIdFor(product.slug);
    if (!missing.has(id)) continue;
    const attributes = product.attributes.map(([key, value]) => ({ key, value }));
    const shelf = SHELVES[product.slug];
    for (const { size, color } of variantsOf({ attributes })) {
      const onHand = shelf?.all ?? shelf?.sizes?.[size] ?? plentiful(product.slug, size, color);
      await tx.query('INSERT INTO stock_levels (product_id, size, color, on_hand) VALUES ($1, $2, $3, $4)', [id, size, color, onHand]);
    }
  }
}
