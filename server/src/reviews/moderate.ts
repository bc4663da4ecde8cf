import type { Db } from '../platform/db/client';
import { isUuid } from '../platform/http/inputs';
import { authorName, lockRatings, recountRatings } from '../repositories/reviews';
import { reviewsChanged } from './ratings';

export interface PendingReview {
  id: string;
  product: string;
  author: string;
  rating: number;
  reason: string;
  excerpt: string;
  writtenAt: string;
}

const EXCERPT = 80;

/** Reviews waiting for a moderator, oldest first: what the moderation command lists. */
export async function pendingReviews(db: Db): Promise<PendingReview[]> {
  const { rows } = await db.query<{
    id: string;
    title: string;
    first_name: string;
    last_name: string;
    rating: number;
    flag_reason: string | null;
    text: string;
    review_title: string;
    updated_at: Date | string;
  }>(
    `SELECT v.id, p.title, u.first_name, u.last_name, v.rating, v.flag_reason, v.text, v.title AS review_title, v.updated_at
     FROM reviews v JOIN products p ON p.id = v.product_id JOIN users u ON u.id = v.user_id
     WHERE v.status = 'pending' ORDER BY v.updated_at, v.id`,
  );
  return rows.map((r) => {
    const whole = [r.review_title, r.text].filter(Boolean).join(' — ').replace(/\s+/g, ' ');
    const chars = Array.from(whole);
    return {
      id: r.id,
      product: r.title,
      author: authorName(r.first_name, r.last_name),
      rating: r.rating,
      reason: r.flag_reason ?? 'held',
      excerpt: chars.length > EXCERPT ? `${chars.slice(0, EXCERPT - 1).join('')}…` : whole,
      writtenAt: new Date(r.updated_at).toISOString(),
    };
  });
}

export type Decision = 'published' | 'rejected';
export type Decided = 'done' | 'not-found';

/** A moderator's decision on one review (any state: a published one can be taken down), the product's rating recounted with it. */
export async function decideReview(db: Db, id: string, decision: Decision): Promise<Decided> {
  if (!isUuid(id)) return 'not-found';
  const product = (await db.query<{ product_id: string }>('SELECT product_id FROM reviews WHERE id = $1', [id])).rows[0]?.product_id;
  if (!product) return 'not-found';
  const done = await db.transaction(async (tx) => {
    await lockRatings(tx, product);
    const { rows } = await tx.query('UPDATE reviews SET status = $2 WHERE id = $1 RETURNING id', [id, decision]);
    if (rows.length === 0) return false;
    await recountRatings(tx, product);
    return true;
  });
  reviewsChanged(db, product);
  return done ? 'done' : 'not-found';
}
