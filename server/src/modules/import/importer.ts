import type { Db, Queryable } from '../../platform/db/client';
import { slugify } from '../../platform/text';
import { isUuid } from '../../platform/http/inputs';
import { catalogChanged, indexCatalog } from '../search';
import { CATALOG_IMPORTED } from '../catalog';
import { checkRecord, describe, type CatalogProduct, type RawRecord } from './records';

/** Products written per statement: large enough to amortise each round trip, small enough for one JSON parameter. */
const BATCH = 1000;

export interface ImportSummary {
  inserted: number;
  updated: number;
  /** with --replace: products no longer in the file */
  removed: number;
  skipped: Array<{ record: string; reasons: string[] }>;
  seconds: number;
}

// Slugs name generated artwork; an imported product's holds its whole id, so it is unique.
const slugFor = (p: CatalogProduct) => `${slugify(p.title).slice(0, 60) || 'product'}-${p.id.replace(/-/g, '')}`;

async function writeBatch(tx: Queryable, batch: CatalogProduct[]): Promise<{ inserted: number; updated: number }> {
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

/**
 * Upserts the valid records by id in one transaction (all or nothing), then indexes them for
 * search. With `replace`, products whose id is not in the file are removed; a record that names
 * an id but fails its checks keeps its product as it was. Orders keep their lines either way.
 */
export async function importCatalog(db: Db, records: RawRecord[], { replace = false } = {}): Promise<ImportSummary> {
  const started = performance.now();
  const summary: ImportSummary = { inserted: 0, updated: 0, removed: 0, skipped: [], seconds: 0 };
  const products: CatalogProduct[] = [];
  const firstWith = new Map<string, string>();
  const keep = new Set<string>();
  for (const record of records) {
    const checked = record.error ? { problems: [record.error] } : checkRecord(record.value);
    const named = (record.value as { id?: unknown } | undefined)?.id;
    if (typeof named === 'string') keep.add(named.toLowerCase());
    if ('problems' in checked) {
      summary.skipped.push({ record: describe(record), reasons: checked.problems });
      continue;
    }
    const earlier = firstWith.get(checked.product.id);
    if (earlier) {
      summary.skipped.push({ record: describe(record), reasons: [`id: same product as ${earlier}`] });
      continue;
    }
    firstWith.set(checked.product.id, describe(record));
    keep.add(checked.product.id);
    products.push(checked.product);
  }
  await db.transaction(async (tx) => {
    // One import at a time; the search index and the removal below must see a settled catalogue.
    await tx.query('SELECT pg_advisory_xact_lock(7260021)');
    for (let i = 0; i < products.length; i += BATCH) {
      const { inserted, updated } = await writeBatch(tx, products.slice(i, i + BATCH));
      summary.inserted += inserted;
      summary.updated += updated;
    }
    if (replace) {
      const removed = await tx.query(
        `DELETE FROM products WHERE id NOT IN (SELECT v::uuid FROM jsonb_array_elements_text($1::jsonb) AS v) RETURNING id`,
        [JSON.stringify([...keep].filter(isUuid))],
      );
      summary.removed = removed.rows.length;
    }
    await tx.query(`INSERT INTO settings (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
      CATALOG_IMPORTED,
    ]);
    // Fresh statistics first: planned on an empty table's, indexing 20,000 products took minutes.
    await tx.exec('ANALYZE products, product_attributes');
    await indexCatalog(tx, { words: true });
  });
  catalogChanged(db);
  // PGlite has no autovacuum: indexing rewrote every product row, and the catalogue copy and searches would read past the old
  // versions, planned on statistics from before the import.
  await db.exec('VACUUM ANALYZE products, product_images, product_attributes, search_products, search_words');
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/** The summary as catalog:import prints it. */
export function report(file: string, s: ImportSummary): string {
  const n = (x: number) => x.toLocaleString('en-IN');
  const lines = [
    `Imported ${file} in ${s.seconds.toFixed(1)} s: ${n(s.inserted)} inserted, ${n(s.updated)} updated, ` +
      `${n(s.skipped.length)} skipped${s.removed ? `, ${n(s.removed)} removed (not in the file)` : ''}.`,
  ];
  if (s.skipped.length) lines.push('Skipped:', ...s.skipped.map((k) => `  ${k.record}: ${k.reasons.join('; ')}`));
  return lines.join('\n');
}
