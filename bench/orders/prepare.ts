/**
 * bench:orders's database (run with tsx before the API starts: PGlite serves one process): the
 * seeded shop with one product's stock counted and stocked far beyond what the bench orders (so no
 * order is refused), and a copy of that same product, under a new id, whose stock the shop does not
 * count (not a demo product, so no start stocks it): an order of it holds nothing, as every order
 * did before stock. Prints one JSON line: the two products and the size and colour ordered.
 */
import { openDb } from '../../server/src/platform/db/client';
import { migrate } from '../../server/src/platform/db/migrate';
import { seed } from '../../server/src/seed';

async function main() {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.DATA_DIR || 'memory' });
  await migrate(db);
  await seed(db);
  // Two shoes of the seed with every size in stock and the same shape of options.
  const { rows } = await db.query<{ id: string; size: string; color: string }>(
    `SELECT s.product_id::text AS id, min(s.size) AS size, min(s.color) AS color FROM stock_levels s
     GROUP BY s.product_id HAVING min(s.on_hand) > 0 AND count(DISTINCT s.size) > 1
     ORDER BY s.product_id LIMIT 1`,
  );
  const [counted] = rows;
  if (!counted) throw new Error('the seed has no stocked product with sizes');
  await db.query('UPDATE stock_levels SET on_hand = 1000000 WHERE product_id = $1', [counted.id]);
  const copy = (await db.query<{ id: string }>('SELECT gen_random_uuid()::text AS id')).rows[0]!.id;
  await db.transaction(async (tx) => {
    // Every column but the id and the generated ones (the price is worked out from the others).
    const { rows: columns } = await tx.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'products' AND table_schema = current_schema() AND is_generated = 'NEVER' AND column_name <> 'id'`,
    );
    const list = columns.map((c) => `"${c.name}"`).join(', ');
    // The same values, but a slug of its own (slugs are unique).
    const values = columns.map((c) => (c.name === 'slug' ? `slug || '-uncounted'` : `"${c.name}"`)).join(', ');
    await tx.query(`INSERT INTO products (id, ${list}) SELECT $2::uuid, ${values} FROM products WHERE id = $1`, [counted.id, copy]);
    await tx.query(
      `INSERT INTO product_attributes (id, product_id, position, key, value, metric_unit)
       SELECT gen_random_uuid(), $2, position, key, value, metric_unit FROM product_attributes WHERE product_id = $1`,
      [counted.id, copy],
    );
    await tx.query(
      'INSERT INTO product_images (product_id, position, url) SELECT $2, position, url FROM product_images WHERE product_id = $1',
      [counted.id, copy],
    );
  });
  const uncounted = { ...counted, id: copy };
  console.log(JSON.stringify({ counted, uncounted }));
  await db.close();
}

void main();
