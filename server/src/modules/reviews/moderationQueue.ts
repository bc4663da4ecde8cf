import type { Db } from '../../platform/db/client';
import { reviewsChanged } from './ratings';
import { authorName, heldReviews, lockRatings, productOfReview, recountRatings, setReviewStatus } from './repository';

/**
 * The moderators' queue (npm run reviews): the reviews flagging.ts held back, and a moderator's
 * decision on one.
 */
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
  return (await heldReviews(db)).map((r) => {
    const whole = [r.title, r.text].filter(Boolean).join(' — ').replace(/\s+/g, ' ');
    const chars = Array.from(whole);
    return {
      id: r.id,
      product: r.productTitle,
      author: authorName(r.firstName, r.lastName),
      rating: r.rating,
      reason: r.flagReason ?? 'held',
      excerpt: chars.length > EXCERPT ? `${chars.slice(0, EXCERPT - 1).join('')}…` : whole,
      writtenAt: new Date(r.updatedAt).toISOString(),
    };
  });
}

export type Decision = 'published' | 'rejected';
export type Decided = 'done' | 'not-found';

/** A moderator's decision on one review (any state: a published one can be taken down), the product's rating recounted with it. */
export async function decideReview(db: Db, id: string, decision: Decision): Promise<Decided> {
  const product = await productOfReview(db, id);
  if (!product) return 'not-found';
  const done = await db.transaction(async (tx) => {
    await lockRatings(tx, product);
    if (!(await setReviewStatus(tx, id, decision))) return false;
    await recountRatings(tx, product);
    return true;
  });
  reviewsChanged(db, product);
  return done ? 'done' : 'not-found';
}
