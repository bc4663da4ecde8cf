/** The demo reviews (issue 30) a fresh database is seeded with. */
import { createToken } from '../src/modules/accounts/token';
import type { ProductDto, ReviewsPageDto } from '../src/contracts';
import { seed } from '../src/seed';
import { openDb, type Db } from '../src/platform/db/client';
import { firstProducts, prepareDb, useTestApp } from './helpers';

const SECRET = 'seed-test-secret';
const t = useTestApp({ TOKEN_SECRET: SECRET }, { reset: false });

const count = async (sql: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;

it('reviews most demo products, from buyers with delivered cash-on-delivery orders, mostly 4 and 5 stars', async () => {
  const products = await count('products');
  const rated = await count('product_ratings WHERE count > 0');
  expect(rated / products).toBeGreaterThan(0.6);
  expect(rated).toBeLessThan(products);
  const stars = (await t.db.query<{ rating: number; n: number }>('SELECT rating, count(*)::int AS n FROM reviews GROUP BY rating')).rows;
  const all = stars.reduce((s, r) => s + r.n, 0);
  const high = stars.filter((r) => r.rating >= 4).reduce((s, r) => s + r.n, 0);
  expect(high / all).toBeGreaterThan(0.65);
  expect(stars.filter((r) => r.rating <= 3).length).toBe(3);
  expect(await count("reviews WHERE status <> 'published'")).toBe(0);
  expect(await count('review_votes')).toBeGreaterThan(0);
  // Every review is a buyer's: a paid, delivered order of the product, with the review's size and colour.
  expect(
    await count(`reviews v WHERE NOT EXISTS (
      SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id JOIN payments p ON p.order_id = o.id
      WHERE o.user_id = v.user_id AND i.product_id = v.product_id AND o.status = 3 AND p.status = 'paid' AND p.method = 'cod'
        AND i.size IS NOT DISTINCT FROM v.size AND i.color IS NOT DISTINCT FROM v.color)`),
  ).toBe(0);
  expect(await count('reviews v WHERE v.helpful <> (SELECT count(*) FROM review_votes x WHERE x.review_id = v.id)')).toBe(0);
});

it('leaves the newest products unreviewed, so the listing opens as before', async () => {
  const [first] = await firstProducts(t.app, 1);
  expect(first).not.toHaveProperty('rating');
  const listed = (await t.app.inject({ url: '/api/v1/products?limit=100' })).json().data as ProductDto[];
  expect(listed.filter((p) => p.rating).length).toBeGreaterThan(30);
});

it('draws the same reviews in every fresh database (seeded by the product), sizes and colours among the product’s options', async () => {
  const drawn = async (db: Db) =>
    (
      await db.query(
        `SELECT p.slug, u.email, v.rating, v.title, v.text, v.size, v.color, v.helpful, v.status
         FROM reviews v JOIN products p ON p.id = v.product_id JOIN users u ON u.id = v.user_id ORDER BY p.slug, u.email`,
      )
    ).rows;
  const other = await openDb({ databaseUrl: null, dataDir: 'memory' });
  try {
    await prepareDb(other);
    expect(await drawn(other)).toEqual(await drawn(t.db));
  } finally {
    await other.close();
  }
  const shoes = (await t.db.query<{ id: string }>("SELECT id FROM products WHERE slug = 'running-shoe-aerostride'")).rows[0]!.id;
  const page: ReviewsPageDto = (await t.app.inject({ url: `/api/v1/products/${shoes}/reviews?sort=highest` })).json();
  expect(page.data.length).toBeGreaterThan(1);
  expect(page.data.every((r) => /\b(fit|size|cushioning|sole|grip|feet|insole)/i.test(r.text))).toBe(true);
  const product = (await t.app.inject({ url: `/api/v1/products/${shoes}` })).json() as ProductDto;
  const options = (key: string) => product.attributes.find((a) => a.key === key)!.value;
  for (const r of page.data) {
    expect(options('size')).toContain(r.size);
    expect(options('color')).toContain(r.color);
  }
}, 120_000);

it('lets seeded buyers review (they bought), but no one can sign in as them; a later start seeds nothing again', async () => {
  const { rows } = await t.db.query<{ id: string; email: string; product_id: string }>(
    `SELECT u.id, u.email, v.product_id FROM reviews v JOIN users u ON u.id = v.user_id ORDER BY v.id LIMIT 1`,
  );
  const buyer = rows[0]!;
  const mine = await t.app.inject({
    url: `/api/v1/products/${buyer.product_id}/reviews/mine`,
    headers: { authorization: `Bearer ${createToken(buyer, SECRET)}` },
  });
  expect(mine.json()).toMatchObject({ eligible: true, review: { status: 'published' } });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/authorize',
    payload: { email: buyer.email, password: 'secret123' },
  });
  expect(login.statusCode).toBe(401);

  const before = await count('reviews');
  expect(await seed(t.db)).toEqual({ inserted: 0 });
  expect(await count('reviews')).toBe(before);
});
