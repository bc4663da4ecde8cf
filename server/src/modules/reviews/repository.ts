import crypto from 'node:crypto';
import { REVIEWS_PER_PAGE, type MyReviewDto, type RatingSummaryDto, type ReviewDto, type ReviewSort, type ReviewStatus } from './contract';
import type { Queryable } from '../../platform/db/client';
import { isUuid } from '../../platform/http/inputs';
import type { ProductDto } from '../catalog';

/** Moves on whenever a product's published reviews change what its rating row says (recountRatings). */
export const RATINGS_VERSION = 'ratings_version';

/** One decimal, as the shop shows it. */
export const averageOf = (sum: number, count: number) => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);

export type Rating = NonNullable<ProductDto['rating']>;

/** Every rated product's rating (ratings.ts keeps them). */
export async function ratingsOfProducts(db: Queryable): Promise<Map<string, Rating>> {
  const { rows } = await db.query<{ product_id: string; count: number; sum: number }>(
    'SELECT product_id, count, sum FROM product_ratings WHERE count > 0',
  );
  return new Map(rows.map((r) => [r.product_id, { average: averageOf(r.sum, r.count), count: r.count }]));
}

/** Whether the id names a product (reviews of no product are a 404). */
export async function productExists(db: Queryable, id: string): Promise<boolean> {
  return isUuid(id) && (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).rows.length > 0;
}

/** Each sort as SQL orders a product's reviews (reviews_*_idx of migration 011): ties newest first, then by id. */
const ORDER: Record<ReviewSort, string> = {
  helpful: 'v.helpful DESC, v.updated_at DESC, v.id',
  newest: 'v.updated_at DESC, v.id',
  highest: 'v.rating DESC, v.updated_at DESC, v.id',
  lowest: 'v.rating ASC, v.updated_at DESC, v.id',
};

const STARS = [5, 4, 3, 2, 1] as const;

interface RatingsRow {
  count: number | null;
  sum: number | null;
  stars1: number | null;
  stars2: number | null;
  stars3: number | null;
  stars4: number | null;
  stars5: number | null;
}

export function summaryOf(r: RatingsRow | undefined): RatingSummaryDto {
  const count = r?.count ?? 0;
  return {
    average: averageOf(r?.sum ?? 0, count),
    count,
    histogram: STARS.map((stars) => ({ stars, count: r?.[`stars${stars}`] ?? 0 })),
  };
}

/** "Priya S.": the first name and the last name's first character (a whole code point, never half a pair). */
export function authorName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return [firstName.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ') || 'Shopper';
}

type ReviewCells = [string, number, string, string, string, string, string, string | null, string | null, number];
const CELLS = 'json_build_array(v.id, v.rating, v.title, v.text, u.first_name, u.last_name, v.updated_at, v.size, v.color, v.helpful)';

function toReview(productId: string, [id, rating, title, text, first, last, at, size, color, helpful]: ReviewCells): ReviewDto {
  const createdAt = new Date(at).toISOString();
  return { id, productId, rating, title, text, author: authorName(first, last), createdAt, verified: true, size, color, helpful };
}

export interface ReviewsPage {
  summary: RatingSummaryDto;
  data: ReviewDto[];
  /** published reviews under the star filter */
  total: number;
}

/**
 * One page of a product's published reviews with the summary of all of them, in one statement;
 * null when there is no such product. The total comes from the ratings row, not from a count.
 */
export async function reviewsPage(
  db: Queryable,
  productId: string,
  q: { sort: ReviewSort; star: number | null; page: number },
): Promise<ReviewsPage | null> {
  const { rows } = await db.query<RatingsRow & { page: ReviewCells[] }>(
    `SELECT r.count, r.sum, r.stars1, r.stars2, r.stars3, r.stars4, r.stars5,
       (SELECT coalesce(json_agg(${CELLS} ORDER BY ${ORDER[q.sort]}), '[]')
        FROM (SELECT * FROM reviews v
              WHERE v.product_id = p.id AND v.status = 'published' AND ($2::int IS NULL OR v.rating = $2::int)
              ORDER BY ${ORDER[q.sort]} LIMIT ${REVIEWS_PER_PAGE} OFFSET $3) v
        JOIN users u ON u.id = v.user_id) AS page
     FROM products p LEFT JOIN product_ratings r ON r.product_id = p.id
     WHERE p.id = $1`,
    [productId, q.star, (q.page - 1) * REVIEWS_PER_PAGE],
    { prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  const summary = summaryOf(row);
  const total = q.star === null ? summary.count : summary.histogram.find((h) => h.stars === q.star)!.count;
  return { summary, data: row.page.map((cells) => toReview(productId, cells)), total };
}

const MINE = `SELECT ${CELLS} AS cells, v.status FROM reviews v JOIN users u ON u.id = v.user_id`;

export async function myReview(db: Queryable, userId: string, productId: string): Promise<MyReviewDto | null> {
  const { rows } = await db.query<{ cells: ReviewCells; status: ReviewStatus }>(`${MINE} WHERE v.user_id = $1 AND v.product_id = $2`, [
    userId,
    productId,
  ]);
  const r = rows[0];
  return r ? { ...toReview(productId, r.cells), status: r.status } : null;
}

/**
 * The product's ratings row, made if missing and locked to the end of the transaction: every
 * change to a product's reviews takes it first, so they queue and each recount sees the others.
 */
export async function lockRatings(tx: Queryable, productId: string): Promise<void> {
  await tx.query('INSERT INTO product_ratings (product_id) VALUES ($1) ON CONFLICT (product_id) DO NOTHING', [productId]);
  await tx.query('SELECT 1 FROM product_ratings WHERE product_id = $1 FOR UPDATE', [productId]);
}

/**
 * Counts the product's published reviews into its ratings row (under lockRatings); when that
 * changed the row, the ratings version moves on so product answers pick it up. True if it did.
 */
export async function recountRatings(tx: Queryable, productId: string): Promise<boolean> {
  const { rows } = await tx.query<{ changed: boolean }>(
    `WITH counted AS (
       SELECT count(*)::int AS count, coalesce(sum(rating), 0)::int AS sum,
         count(*) FILTER (WHERE rating = 1)::int AS s1, count(*) FILTER (WHERE rating = 2)::int AS s2,
         count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 4)::int AS s4,
         count(*) FILTER (WHERE rating = 5)::int AS s5
       FROM reviews WHERE product_id = $1 AND status = 'published')
     UPDATE product_ratings r SET count = c.count, sum = c.sum,
       stars1 = c.s1, stars2 = c.s2, stars3 = c.s3, stars4 = c.s4, stars5 = c.s5
     FROM counted c
     WHERE r.product_id = $1
       AND (r.count, r.stars1, r.stars2, r.stars3, r.stars4, r.stars5) IS DISTINCT FROM (c.count, c.s1, c.s2, c.s3, c.s4, c.s5)
     RETURNING true AS changed`,
    [productId],
  );
  if (rows.length === 0) return false;
  await tx.query(
    `INSERT INTO settings (key, value) VALUES ($1, '1')
     ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text`,
    [RATINGS_VERSION],
  );
  return true;
}

export interface ReviewWrite {
  userId: string;
  productId: string;
  rating: number;
  title: string;
  text: string;
  size: string | null;
  color: string | null;
  status: ReviewStatus;
  flagReason: string | null;
}

/** Writes the shopper's review of the product, replacing theirs (its votes stay); the time it shows becomes now. */
export async function saveReview(tx: Queryable, w: ReviewWrite): Promise<void> {
  await tx.query(
    `INSERT INTO reviews (id, product_id, user_id, rating, title, text, size, color, status, flag_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (product_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, title = EXCLUDED.title, text = EXCLUDED.text,
       size = EXCLUDED.size, color = EXCLUDED.color, status = EXCLUDED.status, flag_reason = EXCLUDED.flag_reason,
       updated_at = now()`,
    [crypto.randomUUID(), w.productId, w.userId, w.rating, w.title, w.text, w.size, w.color, w.status, w.flagReason],
  );
  await tx.query('INSERT INTO review_writes (user_id) VALUES ($1)', [w.userId]);
}

export interface VoteTarget {
  userId: string;
  status: ReviewStatus;
  helpful: number;
  voted: boolean;
}

/** The review of that product, with whether this shopper has voted it helpful; null when none. */
export async function voteTarget(db: Queryable, productId: string, reviewId: string, voterId: string): Promise<VoteTarget | null> {
  const { rows } = await db.query<{ user_id: string; status: ReviewStatus; helpful: number; voted: boolean }>(
    `SELECT v.user_id, v.status, v.helpful,
       EXISTS (SELECT 1 FROM review_votes x WHERE x.review_id = v.id AND x.user_id = $3) AS voted
     FROM reviews v WHERE v.id = $1 AND v.product_id = $2`,
    [reviewId, productId, voterId],
  );
  const r = rows[0];
  return r ? { userId: r.user_id, status: r.status, helpful: r.helpful, voted: r.voted } : null;
}

/** Counts the shopper's vote once: a second one changes nothing. The review's helpful count after it. */
export async function addVote(tx: Queryable, reviewId: string, voterId: string): Promise<number> {
  const added = await tx.query('INSERT INTO review_votes (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [
    reviewId,
    voterId,
  ]);
  const { rows } = await tx.query<{ helpful: number }>(`UPDATE reviews SET helpful = helpful + $2 WHERE id = $1 RETURNING helpful`, [
    reviewId,
    added.rows.length,
  ]);
  return rows[0]!.helpful;
}

/** A review held for a moderator, as the moderation command lists it. */
export interface HeldReview {
  id: string;
  productTitle: string;
  firstName: string;
  lastName: string;
  rating: number;
  flagReason: string | null;
  title: string;
  text: string;
  updatedAt: Date | string;
}

/** Reviews waiting for a moderator, oldest first. */
export async function heldReviews(db: Queryable): Promise<HeldReview[]> {
  const { rows } = await db.query<HeldReview>(
    `SELECT v.id, p.title AS "productTitle", u.first_name AS "firstName", u.last_name AS "lastName", v.rating,
       v.flag_reason AS "flagReason", v.title, v.text, v.updated_at AS "updatedAt"
     FROM reviews v JOIN products p ON p.id = v.product_id JOIN users u ON u.id = v.user_id
     WHERE v.status = 'pending' ORDER BY v.updated_at, v.id`,
  );
  return rows;
}

/** The product a review is of, or null when there is no such review. */
export async function productOfReview(db: Queryable, reviewId: string): Promise<string | null> {
  if (!isUuid(reviewId)) return null;
  const { rows } = await db.query<{ product_id: string }>('SELECT product_id FROM reviews WHERE id = $1', [reviewId]);
  return rows[0]?.product_id ?? null;
}

/** Sets a review's state (under lockRatings); false when there is no such review. */
export async function setReviewStatus(tx: Queryable, reviewId: string, status: ReviewStatus): Promise<boolean> {
  const { rows } = await tx.query('UPDATE reviews SET status = $2 WHERE id = $1 RETURNING id', [reviewId, status]);
  return rows.length > 0;
}
