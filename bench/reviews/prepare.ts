/**
 * bench:reviews's database (run with tsx before the API starts: PGlite serves one process): the
 * seeded shop, plus REVIEWS published reviews on one product by as many buyers with paid orders,
 * with some helpful votes, the product's ratings row counted as the API keeps it. Prints one JSON
 * line: the product's id and how long the writing took.
 */
import { openDb } from '../../server/src/platform/db/client';
import { migrate } from '../../server/src/platform/db/migrate';
import { lockRatings, recountRatings } from '../../server/src/modules/reviews/repository';
import { seed } from '../../server/src/seed';

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 200);

async function main() {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.DATA_DIR || 'memory' });
  await migrate(db);
  await seed(db);
  const started = performance.now();
  const product = (await db.query<{ id: string }>('SELECT id FROM products ORDER BY created_at DESC, id LIMIT 1')).rows[0]!.id;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name)
       SELECT gen_random_uuid(), 'bench' || n || '@buyers.example', '!', 'Buyer' || n, 'Bench' FROM generate_series(1, $1) n`,
      [REVIEWS],
    );
    await tx.query(
      `INSERT INTO orders (id, user_id, email, status, shipping_address)
       SELECT upper(substr(md5(u.id::text), 1, 8)), u.id, u.email, 3, '{}'::jsonb FROM users u WHERE u.email LIKE 'bench%'`,
    );
    await tx.query(
      `INSERT INTO order_items (id, order_id, position, product_id, product_title, quantity, price, size, color)
       SELECT gen_random_uuid(), o.id, 0, $1, 'Bench product', 1, 999, 'M', 'Black'
       FROM orders o WHERE o.email LIKE 'bench%'`,
      [product],
    );
    await tx.query(
      `INSERT INTO payments (id, order_id, method, amount, status, paid_at)
       SELECT gen_random_uuid(), o.id, 'cod', 999, 'paid', now() FROM orders o WHERE o.email LIKE 'bench%'`,
    );
    // Ratings skewed high as real ones are, a text of a few hundred characters, written over 200 days.
    await tx.query(
      `INSERT INTO reviews (id, product_id, user_id, rating, title, text, size, color, status, helpful, created_at, updated_at)
       SELECT gen_random_uuid(), $1, u.id, 1 + (abs(hashtext(u.email)) % 10 + 5) / 3 % 5, 'Bench review ' || u.email,
         repeat('Comfortable, well made and true to size. ', 8), 'M', 'Black', 'published', abs(hashtext(u.id::text)) % 40,
         now() - (abs(hashtext(u.email || 'at')) % 200) * interval '1 day', now() - (abs(hashtext(u.email || 'at')) % 200) * interval '1 day'
       FROM users u WHERE u.email LIKE 'bench%'`,
      [product],
    );
    await lockRatings(tx, product);
    await recountRatings(tx, product);
  });
  const writeMs = performance.now() - started;
  await db.exec('VACUUM ANALYZE reviews, users, product_ratings');
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND status = 'published'`, [
    product,
  ]);
  await db.close();
  console.log(JSON.stringify({ product, reviews: rows[0]!.n, writeMs }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
