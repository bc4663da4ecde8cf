import type { Db, Queryable } from '../../platform/db/client';
import { isUuid } from '../../platform/http/inputs';
import { slugify } from '../../platform/text';
import { CATALOG_IMPORTED } from '../catalog';
import type { CatalogProduct } from './records';

// Slugs name generated artwork; an imported product's holds its whole id, so it is unique.
const slugFor = (p: CatalogProduct) => `${slugify(p.title).slice(0, 60) || 'product'}-${p.id.replace(/-/g, '')}`;

/** Upserts a batch of products by id, with their images and attributes (replaced whole). */
export async function writeBatch(tx: Queryable, batch: CatalogProduct[]): Promise<{ inserted: number; updated: number }> {
  const input = JSON.stringify(batch.map((p) => ({ ...p, slug: slugFor(p) })));
  const recordset = `jsonb_to_recordset($1::jsonb) AS x(id uuid, slug text, title text, description text, "imgUrl" text,
    category text, "parentCategory" text, gender text, "regularPrice" numeric, "discountedPrice" numeric, "createdAt" timestamptz)`;
  // Changed products get search_text NULL: indexCatalog picks them up at the end.
  const updated = await tx.query<{ id: string }>(
    `UPDATE products p SET title = x.title, description = x.description, img_url = x."imgUrl", category = x.category,
       parent_category = x."parentCategory", gender = x.gender, regular_price = x."regularPrice",
       discounted_price = x."discountedPrice", created_at = coalesce(x."createdAt", p.created_at), search_text = NULL
     FROM ${recordset} WHERE p.id = x.id RETURNING p.id`,
    [input],
  );
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO products (id, slug, title, description, img_url, category, parent_category, gender, regular_price,
       discounted_price, created_at)
     SELECT x.id, x.slug, x.title, x.description, x."imgUrl", x.category, x."parentCategory", x.gender, x."regularPrice",
       x."discountedPrice", coalesce(x."createdAt", now())
     FROM ${recordset} WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = x.id) RETURNING id`,
    [input],
  );
  const ids = `(SELECT (e->>'id')::uuid FROM jsonb_array_elements($1::jsonb) AS e)`;
  await tx.query(`DELETE FROM product_images WHERE product_id IN ${ids}`, [input]);
  await tx.query(`DELETE FROM product_attributes WHERE product_id IN ${ids}`, [input]);
  await tx.query(
    `INSERT INTO product_images (product_id, position, url)
     SELECT (e->>'id')::uuid, i.n - 1, i.url FROM jsonb_array_elements($1::jsonb) AS e
     CROSS JOIN LATERAL jsonb_array_elements_text(e->'images') WITH ORDINALITY AS i(url, n)`,
    [input],
  );
  await tx.query(
    `INSERT INTO product_attributes (id, product_id, position, key, value, metric_unit)
     SELECT gen_random_uuid(), (e->>'id')::uuid, a.n - 1, a.v->>'key', a.v->'value', a.v->>'metricUnit'
     FROM jsonb_array_elements($1::jsonb) AS e
     CROSS JOIN LATERAL jsonb_array_elements(e->'attributes') WITH ORDINALITY AS a(v, n)`,
    [input],
  );
  return { inserted: inserted.rows.length, updated: updated.rows.length };
}

/** One import at a time (until the transaction ends): the search index and a removal must see a settled catalogue. */
export async function lockImports(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7260021)');
}

/** Removes every product whose id is not kept; how many went. Orders keep their lines (they hold what was bought). */
export async function removeProductsBut(tx: Queryable, keep: Iterable<string>): Promise<number> {
  const removed = await tx.query(
    `DELETE FROM products WHERE id NOT IN (SELECT v::uuid FROM jsonb_array_elements_text($1::jsonb) AS v) RETURNING id`,
    [JSON.stringify([...keep].filter(isUuid))],
  );
  return removed.rows.length;
}

/** The catalogue is the shop's own from now on: the seed adds no demo product again. */
export async function markImported(tx: Queryable): Promise<void> {
  await tx.query(`INSERT INTO settings (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
    CATALOG_IMPORTED,
  ]);
}

/** Fresh statistics before indexing: planned on an empty table's, indexing 20,000 products took minutes. */
export async function analyzeProducts(tx: Queryable): Promise<void> {
  await tx.exec('ANALYZE products, product_attributes');
}

/**
 * After an import: PGlite has no autovacuum, indexing rewrote every product row, and the catalogue
 * copy and searches would read past the old versions, planned on statistics from before the import.
 */
export async function vacuumCatalogue(db: Db): Promise<void> {
  await db.exec('VACUUM ANALYZE products, product_images, product_attributes, search_products, search_words');
}
