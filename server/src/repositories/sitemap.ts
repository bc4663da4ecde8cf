import type { Queryable } from '../db/client';

/** Every product id and the distinct categories that have products, for the sitemap. */
export async function getSitemapEntries(db: Queryable): Promise<{ productIds: string[]; categories: string[] }> {
  const [products, categories] = await Promise.all([
    db.query<{ id: string }>('SELECT id::text AS id FROM products ORDER BY created_at DESC, id'),
    db.query<{ category: string }>(
      `SELECT min(category) AS category FROM products WHERE trim(category) <> ''
       GROUP BY lower(category) ORDER BY lower(category)`,
    ),
  ]);
  return { productIds: products.rows.map((r) => r.id), categories: categories.rows.map((r) => r.category) };
}
