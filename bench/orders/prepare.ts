/**
 * bench:orders's database (run with tsx before the API starts: PGlite serves one process): the
 * seeded shop with two like products, one whose stock is counted (every size × colour stocked far
 * beyond what the bench orders, so no order is refused) and one the shop does not count (its stock
 * rows removed: an order of it holds nothing, as every order did before stock). Prints one JSON
 * line: the two products and the size and colour ordered.
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
     ORDER BY s.product_id LIMIT 2`,
  );
  const [counted, uncounted] = rows;
  if (!counted || !uncounted) throw new Error('the seed has no two stocked products with sizes');
  await db.query('UPDATE stock_levels SET on_hand = 1000000 WHERE product_id = $1', [counted.id]);
  await db.query('DELETE FROM stock_levels WHERE product_id = $1', [uncounted.id]);
  console.log(JSON.stringify({ counted, uncounted }));
  await db.close();
}

void main();
