import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { withinAccountLimit } from '../../platform/limits/accountWindow';
import { purchaseOf } from '../payments';
import { REVIEW_MESSAGES, type MyReviewDto, type ReviewRequest } from './contract';
import { checkReview } from './fields';
import { flagReason, type WordList } from './flagging';
import { reviewsChanged } from './ratings';
import { addVote, lockRatings, myReview, productExists, recountRatings, saveReview, voteTarget } from './repository';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const REVIEW_NOT_FOUND = 'Review not found';

/** What a shopper may do per window (REVIEW_*), each counted from its own table, with its 429's sentence. */
const LIMITED = {
  writes: { table: 'review_writes', forget: true, message: 'Too many reviews written in a short time. Please try again later.' },
  votes: { table: 'review_votes', forget: false, message: 'Too many helpful votes in a short time. Please try again later.' },
} as const;

function withinLimit(ctx: AppContext, tx: Queryable, what: keyof typeof LIMITED, userId: string) {
  const { reviews } = ctx.config;
  const max = what === 'writes' ? reviews.writeLimit : reviews.voteLimit;
  return withinAccountLimit(tx, { ...LIMITED[what], userId, windowMs: reviews.windowMs, max });
}

/** 404 unless the id names a product. */
export async function productOrNotFound(ctx: AppContext, productId: string): Promise<void> {
  if (!(await productExists(ctx.db, productId))) throw httpErrors.notFound(PRODUCT_NOT_FOUND);
}

/**
 * A buyer's review written (POST: only if they have none) or replaced (PUT), moderated again
 * either way. A broken rule throws ReviewFieldsError (every field's message).
 */
export async function writeReview(
  ctx: AppContext,
  words: WordList,
  { productId, userId, body, replace }: { productId: string; userId: string; body: ReviewRequest; replace: boolean },
): Promise<MyReviewDto> {
  await productOrNotFound(ctx, productId);
  const purchase = await purchaseOf(ctx, userId, productId);
  const review = await ctx.db.transaction(async (tx) => {
    if (!purchase) throw httpErrors.forbidden(REVIEW_MESSAGES.notBuyer);
    await lockRatings(tx, productId);
    if (!replace && (await myReview(tx, userId, productId))) throw httpErrors.conflict(REVIEW_MESSAGES.alreadyReviewed);
    const checked = checkReview(body);
    await withinLimit(ctx, tx, 'writes', userId);
    const reason = flagReason(words, checked.title, checked.text);
    await saveReview(tx, {
      userId,
      productId,
      ...checked,
      ...purchase,
      status: reason ? 'pending' : 'published',
      flagReason: reason,
    });
    await recountRatings(tx, productId);
    return myReview(tx, userId, productId);
  });
  // After the commit: a reread begun before it would miss the change.
  reviewsChanged(ctx.db, productId);
  return review!;
}

/** A shopper's helpful vote on another's published review: counted once; the review's count after it. */
export async function voteHelpful(ctx: AppContext, productId: string, reviewId: string, userId: string): Promise<number> {
  await productOrNotFound(ctx, productId);
  // Only published reviews can be voted on: another's pending or rejected one is as good as absent.
  const target = isUuid(reviewId) ? await voteTarget(ctx.db, productId, reviewId, userId) : null;
  if (!target || (target.status !== 'published' && target.userId !== userId)) throw httpErrors.notFound(REVIEW_NOT_FOUND);
  if (target.userId === userId) throw httpErrors.forbidden(REVIEW_MESSAGES.ownReview);
  if (target.status !== 'published') throw httpErrors.notFound(REVIEW_NOT_FOUND);
  if (target.voted) return target.helpful;
  const helpful = await ctx.db.transaction(async (tx) => {
    await withinLimit(ctx, tx, 'votes', userId);
    return addVote(tx, reviewId, userId);
  });
  reviewsChanged(ctx.db, productId);
  return helpful;
}
