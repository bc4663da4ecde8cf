/**
 * Demo reviews: buyers with delivered, cash-on-delivery orders review most of the demo
 * products the seed has just created, so a newcomer's shop shows stars and reviews after
 * `npm start`. Everything is drawn from a generator seeded by the product's slug: the same product
 * always gets the same reviews, whichever start created it.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../../../platform/db/client';
import { CROCKFORD } from '../../orders';
import { lockRatings, recountRatings } from '../repository';
import { BUYERS, kindOf, linesFor, TITLES, type Mood } from './texts';
import type { SeedProduct } from '../../catalog';

const DAY = 86_400_000;
/** The newest products have no reviews yet, as in a real shop (and the listing's first product shows none). */
const MIN_AGE_DAYS = 7;
/** A product in this many has no review at all. */
const UNREVIEWED_SHARE = 0.15;

/** mulberry32: small, fast and the same everywhere. */
function generator(name: string): () => number {
  let s = crypto.createHash('sha1').update(`reviews:${name}`).digest().readUInt32LE(0);
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** 0 … n-1 in a random order (Fisher–Yates). */
function shuffled(n: number, random: () => number): number[] {
  const list = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Mostly 4 and 5 stars, a few 1 to 3. */
function stars(random: () => number): number {
  const r = random();
  return r < 0.45 ? 5 : r < 0.78 ? 4 : r < 0.89 ? 3 : r < 0.95 ? 2 : 1;
}

const moodOf = (rating: number): Mood => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad');

function optionOf(p: SeedProduct, key: string, random: () => number): string | null {
  const values = p.attributes.find(([k]) => k === key)?.[1];
  return values?.length ? pick(random, values) : null;
}

export const buyerIdFor = (n: number, uuid: (name: string) => string) => uuid(`buyer:${n}`);

/** Eight Crockford characters from a name, the way random order ids look. */
function orderIdFor(name: string): string {
  const h = crypto.createHash('sha1').update(`order:${name}`).digest();
  let bits = h.readUIntBE(0, 5);
  let id = '';
  for (let i = 0; i < 8; i++, bits = Math.floor(bits / 32)) id = CROCKFORD[bits % 32] + id;
  return id;
}

const DEMO_ADDRESS = {
  fullName: 'Demo Buyer',
  address: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '9000000000',
};

interface SeedReview {
  id: string;
  product_id: string;
  user_id: string;
  rating: number;
  title: string;
  text: string;
  size: string | null;
  color: string | null;
  helpful: number;
  at: string;
}

/**
 * Buyers, their orders (delivered, paid by cash on delivery) and their reviews and votes, for the
 * products given: those the seed inserted in this transaction. Buyers cannot sign in (no password
 * opens their accounts).
 */
export async function seedReviews(
  tx: Queryable,
  products: Array<{ product: SeedProduct; id: string }>,
  uuid: (name: string) => string,
): Promise<number> {
  const now = Date.now();
  await tx.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name)
     SELECT x.id, x.email, '!demo buyer: no password', x.first, x.last
     FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, email text, first text, last text)
     ON CONFLICT DO NOTHING`,
    [
      JSON.stringify(
        BUYERS.map(([first, last], n) => ({
          id: buyerIdFor(n, uuid),
          email: `${first}.${last}@buyers.example`.toLowerCase(),
          first,
          last,
        })),
      ),
    ],
  );
  const reviews: SeedReview[] = [];
  const votes: Array<{ review_id: string; user_id: string; at: string }> = [];
  const lines: Array<{ order: string; product: SeedProduct; id: string; size: string | null; color: string | null }> = [];
  for (const { product, id } of products) {
    const random = generator(product.slug);
    if (product.daysAgo < MIN_AGE_DAYS || random() < UNREVIEWED_SHARE) continue;
    const writers = shuffled(BUYERS.length, random);
    const count = 2 + Math.floor(random() * 9);
    const { kind, any } = linesFor(kindOf(product));
    for (const n of writers.slice(0, count)) {
      const rating = stars(random);
      const mood = moodOf(rating);
      const size = optionOf(product, 'size', random);
      const color = optionOf(product, 'color', random);
      const daysAgo = 1 + random() * (product.daysAgo - 2);
      const review: SeedReview = {
        id: uuid(`review:${product.slug}:${n}`),
        product_id: id,
        user_id: buyerIdFor(n, uuid),
        rating,
        title: pick(random, TITLES[mood]),
        text: `${pick(random, kind[mood])} ${pick(random, any[mood])}`,
        size,
        color,
        helpful: 0,
        at: new Date(now - daysAgo * DAY).toISOString(),
      };
      // Others found some of them helpful: the detailed, strongly felt ones more often.
      const voters = writers.filter((v) => v !== n).slice(0, Math.floor(random() ** 2 * (rating === 3 ? 3 : 7)));
      for (const v of voters) votes.push({ review_id: review.id, user_id: buyerIdFor(v, uuid), at: review.at });
      review.helpful = voters.length;
      reviews.push(review);
      lines.push({ order: orderIdFor(`${n}:${products[0]!.product.slug}`), product, id, size, color });
    }
  }
  if (reviews.length === 0) return 0;
  // Each order placed a day before the first review of what it holds.
  const orders = new Map<string, { user_id: string; at: number }>();
  reviews.forEach((r, i) => {
    const order = lines[i]!.order;
    const at = Date.parse(r.at) - DAY;
    orders.set(order, { user_id: r.user_id, at: Math.min(at, orders.get(order)?.at ?? at) });
  });
  await tx.query(
    `INSERT INTO orders (id, user_id, email, status, shipping_address, created_at)
     SELECT o.id, u.id, u.email, 3, $2::jsonb, o.at
     FROM jsonb_to_recordset($1::jsonb) AS o(id text, user_id uuid, at timestamptz) JOIN users u ON u.id = o.user_id`,
    [
      JSON.stringify([...orders].map(([id, o]) => ({ id, user_id: o.user_id, at: new Date(o.at).toISOString() }))),
      JSON.stringify(DEMO_ADDRESS),
    ],
  );
  await tx.query(
    `INSERT INTO order_items (id, order_id, position, product_id, product_title, quantity, price, size, color)
     SELECT x.id, x.order_id, x.position, x.product_id, x.title, 1, x.price, x.size, x.color
     FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, order_id text, position int, product_id uuid, title text, price numeric, size text, color text)`,
    [
      JSON.stringify(
        lines.map((l, i) => ({
          id: uuid(`order-item:${l.order}:${i}`),
          order_id: l.order,
          position: i,
          product_id: l.id,
          title: l.product.title,
          price: l.product.discountedPrice ?? l.product.regularPrice,
          size: l.size,
          color: l.color,
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO payments (id, order_id, method, amount, status, created_at, paid_at)
     SELECT gen_random_uuid(), o.id, 'cod', (SELECT sum(i.price * i.quantity) FROM order_items i WHERE i.order_id = o.id),
       'paid', o.created_at, o.created_at
     FROM orders o WHERE o.id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify([...orders.keys()])],
  );
  await tx.query(
    `INSERT INTO reviews (id, product_id, user_id, rating, title, text, size, color, status, helpful, created_at, updated_at)
     SELECT x.id, x.product_id, x.user_id, x.rating, x.title, x.text, x.size, x.color, 'published', x.helpful, x.at, x.at
     FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, product_id uuid, user_id uuid, rating int, title text, text text,
       size text, color text, helpful int, at timestamptz)`,
    [JSON.stringify(reviews)],
  );
  await tx.query(
    `INSERT INTO review_votes (review_id, user_id, created_at)
     SELECT x.review_id, x.user_id, x.at FROM jsonb_to_recordset($1::jsonb) AS x(review_id uuid, user_id uuid, at timestamptz)`,
    [JSON.stringify(votes)],
  );
  for (const id of new Set(reviews.map((r) => r.product_id))) {
    await lockRatings(tx, id);
    await recountRatings(tx, id);
  }
  return reviews.length;
}
