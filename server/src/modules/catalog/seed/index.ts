import crypto from 'node:crypto';
import type { Queryable } from '../../../platform/db/client';
import { SEED_PRODUCTS } from './products';
import type { SeedProduct } from './types';

/** Set by catalog:import: from then on the catalogue is the shop's own and demo products stay out. */
export const CATALOG_IMPORTED = 'catalog_imported_at';

/** Name-based UUID (v5 layout over SHA-1) so ids are the same in every fresh database. */
export function stableUuid(name: string): string {
  const h = crypto.createHash('sha1').update(`stride-and-sweat:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const productIdFor = (slug: string) => stableUuid(`product:${slug}`);
export const productImagePath = (slug: string, n: number) => `/media/products/${slug}-${n + 1}.svg`;

async function insertProduct(tx: Queryable, p: SeedProduct, index: number): Promise<void> {
  const id = productIdFor(p.slug);
  const images = Array.from({ length: p.imageCount ?? 3 }, (_, n) => productImagePath(p.slug, n));
  // The index breaks ties between equal ages so the listing order is fully determined.
  const createdAt = new Date(Date.now() - p.daysAgo * 86_400_000 - index * 60_000).toISOString();
  await tx.query(
    `INSERT INTO products (id, slug, title, description, img_url, category, parent_category, gender,
       regular_price, discounted_price, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [id, p.slug, p.title, p.description, images[0], p.category, p.parentCategory, p.gender, p.regularPrice, p.discountedPrice, createdAt],
  );
  for (const [n, url] of images.entries()) {
    await tx.query('INSERT INTO product_images (product_id, position, url) VALUES ($1, $2, $3)', [id, n, url]);
  }
  for (const [n, [key, values, unit]] of p.attributes.entries()) {
    await tx.query(
      `INSERT INTO product_attributes (id, product_id, position, key, value, metric_unit)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [stableUuid(`attribute:${p.slug}:${key}`), id, n, key, JSON.stringify(values), unit ?? null],
    );
  }
}

/**
 * The demo products a database lacks (keyed by slug), so it runs safely at every start; none once a
 * catalogue has been imported (`catalog:import --replace` removed them for good). Returns those it
 * added, with their ids (the demo reviews are about them).
 */
export async function seedProducts(tx: Queryable): Promise<Array<{ product: SeedProduct; id: string }>> {
  const imported = await tx.query('SELECT 1 FROM settings WHERE key = $1', [CATALOG_IMPORTED]);
  if (imported.rows.length > 0) return [];
  const existing = new Set((await tx.query<{ slug: string }>('SELECT slug FROM products')).rows.map((r) => r.slug));
  const added: Array<{ product: SeedProduct; id: string }> = [];
  for (const [index, product] of SEED_PRODUCTS.entries()) {
    if (existing.has(product.slug)) continue;
    await insertProduct(tx, product, index);
    added.push({ product, id: productIdFor(product.slug) });
  }
  return added;
}
