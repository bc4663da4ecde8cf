/**
 * bench:orders's database (run with tsx before the API starts: PGlite serves one process): the
 * seeded shop with PRODUCTS demo products stocked far beyond what the bench orders (so no order is
 * refused), and a copy of each, under a new id, whose stock the shop does not count (not demo
 * products, so no start stocks them): an order of one holds nothing, as every order did before
 * stock. Prints one JSON line: the products and their variants, counted and not.
 */
import type { Queryable } from '../../server/src/platform/db/client';
import { openDb } from '../../server/src/platform/db/client';
import { migrate } from '../../server/src/platform/db/migrate';
import { seed } from '../../server/src/seed';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 24);

interface Stocked {
  id: string;
  variants: Array<{ size: string; color: string }>;
}

/** A copy of the product under a new id: its row (a slug of its own), its attributes and pictures. */
async function copyOf(tx: Queryable, id: string, columns: string[]): Promise<string> {
  const copy = (await tx.query<{ id: string }>('SELECT gen_random_uuid()::text AS id')).rows[0]!.id;
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => (c === 'slug' ? `slug || '-uncounted'` : `"${c}"`)).join(', ');
  await tx.query(`INSERT INTO products (id, ${list}) SELECT $2::uuid, ${values} FROM products WHERE id = $1`, [id, copy]);
  await tx.query(
    `INSERT INTO product_attributes (id, product_id, position, key, value, metric_unit)
     SELECT gen_random_uuid(), $2, position, key, value, metric_unit FROM product_attributes WHERE product_id = $1`,
    [id, copy],
  );
  await tx.query(
    'INSERT INTO product_images (product_id, position, url) SELECT $2, position, url FROM product_images WHERE product_id = $1',
    [id, copy],
  );
  return copy;
}

async function main() {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.DATA_DIR || 'memory' });
  await migrate(db);
  await seed(db);
  const { rows } = await db.query<Stocked>(
    `SELECT s.product_id::text AS id, jsonb_agg(jsonb_build_object('size', s.size, 'color', s.color) ORDER BY s.size, s.color) AS variants
     FROM stock_levels s GROUP BY s.product_id ORDER BY s.product_id LIMIT $1`,
    [PRODUCTS],
  );
  if (rows.length === 0) throw new Error('the seed has no stocked product');
  const counted = rows;
  const uncounted: Stocked[] = [];
  await db.transaction(async (tx) => {
    await tx.query('UPDATE stock_levels SET on_hand = 1000000 WHERE product_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)', [
      JSON.stringify(counted.map((p) => p.id)),
    ]);
    // Every column but the id and the generated ones (the price is worked out from the others).
    const { rows: columns } = await tx.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'products' AND table_schema = current_schema() AND is_generated = 'NEVER' AND column_name <> 'id'`,
    );
    for (const p of counted)
      uncounted.push({
        id: await copyOf(
          tx,
          p.id,
          columns.map((c) => c.name),
        ),
        variants: p.variants,
      });
  });
  console.log(JSON.stringify({ counted, uncounted }));
  await db.close();
}

void main();
