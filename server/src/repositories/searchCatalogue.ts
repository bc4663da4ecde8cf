import type { Queryable } from '../db/client';

/** A product as the API's copy of the catalogue holds it: [key, id, category, parentCategory, gender, sizes, colors, brands, price, onSale, price-asc, price-desc, discount, featured]. */
export type CatalogueRow = [
  number,
  string,
  string,
  string | null,
  string | null,
  string[],
  string[],
  string[],
  number,
  boolean,
  number,
  number,
  number,
  boolean,
];

/**
 * What filters, facets, sorts and the listing read, for every indexed product, newest first, with its place in
 * each other sort (as SQL orders them: numeric prices and discounts, ties newest first, then by
 * id), and the catalogue version it belongs to — read in one statement, so they agree. One JSON
 * value: PGlite decodes a row at a time in JavaScript, some 25 µs each, a JSON text at once.
 */
export async function catalogueRows(db: Queryable): Promise<{ version: string; rows: CatalogueRow[] }> {
  const { rows } = await db.query<{ version: string | null; rows: CatalogueRow[] | null }>(
    `SELECT (SELECT value FROM settings WHERE key = 'catalog_version') AS version,
       json_agg(json_build_array(r.key, r.id, r.category, r.parent_category, r.gender, r.sizes, r.colors, r.brands,
         r.price, r.on_sale, r.price_asc, r.price_desc, r.discount_desc, r.featured) ORDER BY r.created_at DESC, r.id) AS rows
     FROM (
       SELECT s.key, p.id, p.category, p.parent_category, p.gender, p.sizes, p.colors, p.brands, p.price::float8 AS price,
         coalesce(p.discounted_price < p.regular_price, false) AS on_sale, p.created_at,
         row_number() OVER (ORDER BY p.price ASC, p.created_at DESC, p.id) - 1 AS price_asc,
         row_number() OVER (ORDER BY p.price DESC, p.created_at DESC, p.id) - 1 AS price_desc,
         row_number() OVER (ORDER BY p.discount DESC, p.created_at DESC, p.id) - 1 AS discount_desc,
         f.product_id IS NOT NULL AS featured
       FROM products p JOIN search_products s ON s.id = p.id
       -- the spec's featured products (GET /products?featured=true): a featured attribute holding "true"
       LEFT JOIN (SELECT DISTINCT product_id FROM product_attributes
                  WHERE lower(key) = 'featured' AND value @> '["true"]'::jsonb) f ON f.product_id = p.id
     ) r`,
  );
  return { version: rows[0]!.version ?? '0', rows: rows[0]!.rows ?? [] };
}
