import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  HelpfulVoteDto,
  IdParams,
  MAX_PAGE,
  MyReviewDto,
  MyReviewStateDto,
  REVIEW_MESSAGES,
  ReviewFieldsErrorBody,
  ReviewParams,
  ReviewRequest,
  ReviewsPageDto,
  ReviewsQuery,
} from '../contracts';
import { requireUser } from '../modules/accounts/service';
import type { Queryable } from '../platform/db/client';
import type { AppContext } from '../platform/http/context';
import { responses } from '../platform/http/responses';
import { queryInteger } from '../platform/http/inputs';
import { isUuid } from '../platform/http/inputs';
import { settleUpiPayments } from '../repositories/payments';
import {
  addVote,
  lockRatings,
  myReview,
  purchaseOf,
  recentByUser,
  recountRatings,
  reviewsPage,
  saveReview,
  voteTarget,
  type Counted,
} from '../repositories/reviews';
import { checkReview, ReviewFieldsError } from '../reviews/fields';
import { flagReason, loadWordList } from '../reviews/moderation';
import { ReviewPageCache } from '../reviews/pageCache';
import { onReviewsChanged, reviewsChanged } from '../reviews/ratings';

const PRODUCT_NOT_FOUND = 'Product not found';
const REVIEW_NOT_FOUND = 'Review not found';
const TOO_MANY = {
  review_writes: 'Too many reviews written in a short time. Please try again later.',
  review_votes: 'Too many helpful votes in a short time. Please try again later.',
} satisfies Record<Counted, string>;

async function productExists(db: Queryable, id: string): Promise<boolean> {
  return isUuid(id) && (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).rows.length > 0;
}

export async function reviewRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const words = loadWordList(ctx.config.reviews.blocklistFile);
  const pages = new ReviewPageCache({ ttlMs: ctx.config.reviews.pageCacheMs });
  onReviewsChanged(ctx.db, (productId) => (productId ? pages.changed(productId) : pages.clear()));
  const limits = { review_writes: ctx.config.reviews.writeLimit, review_votes: ctx.config.reviews.voteLimit } satisfies Record<
    Counted,
    number
  >;

  /** 429 when the shopper used up the window's writes or votes (counted from the rows, so every instance agrees). */
  async function withinLimit(tx: Queryable, table: Counted, userId: string) {
    const recent = await recentByUser(tx, table, userId, ctx.config.reviews.windowMs);
    if (recent.count >= limits[table]) {
      throw httpErrors.createError(429, TOO_MANY[table], {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(recent.waitMs / 1000))) },
      });
    }
  }

  app.get(
    '/products/:id/reviews',
    { schema: { params: IdParams, querystring: ReviewsQuery, response: responses({ 200: ReviewsPageDto }) } },
    async (request, reply) => {
      const q = request.query;
      const page = queryInteger(q.page, 'page', 1, 1, MAX_PAGE);
      const productId = request.params.id;
      const query = { sort: q.sort ?? 'helpful', star: q.star ? Number(q.star) : null, page } as const;
      const found = isUuid(productId) ? await pages.get(productId, query, () => reviewsPage(ctx.db, productId, query)) : null;
      if (!found) throw httpErrors.notFound(PRODUCT_NOT_FOUND);
      // Revalidated at every ask: a shopper who just voted or wrote must see it at the next read.
      reply.header('cache-control', 'no-cache');
      return {
        summary: found.summary,
        data: found.data,
        pagination: { page, limit: 10, total: found.total, totalPages: Math.ceil(found.total / 10) },
      };
    },
  );

  app.get(
    '/products/:id/reviews/mine',
    { schema: { params: IdParams, response: responses({ 200: MyReviewStateDto }) } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const productId = request.params.id;
      if (!(await productExists(ctx.db, productId))) throw httpErrors.notFound(PRODUCT_NOT_FOUND);
      await settleUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs);
      const [purchase, review] = await Promise.all([purchaseOf(ctx.db, user.id, productId), myReview(ctx.db, user.id, productId)]);
      reply.header('cache-control', 'no-store');
      return { eligible: purchase !== null, purchase, review };
    },
  );

  /** A buyer's review written (POST: only if they have none) or replaced (PUT), moderated again either way. */
  async function write(productId: string, userId: string, body: ReviewRequest, replace: boolean) {
    if (!(await productExists(ctx.db, productId))) throw httpErrors.notFound(PRODUCT_NOT_FOUND);
    await settleUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs);
    const review = await ctx.db.transaction(async (tx) => {
      const purchase = await purchaseOf(tx, userId, productId);
      if (!purchase) throw httpErrors.forbidden(REVIEW_MESSAGES.notBuyer);
      await lockRatings(tx, productId);
      if (!replace && (await myReview(tx, userId, productId))) throw httpErrors.conflict(REVIEW_MESSAGES.alreadyReviewed);
      const checked = checkReview(body);
      await withinLimit(tx, 'review_writes', userId);
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

  /** A broken rule answers 422 with each field's message (the error handler would keep only the first). */
  async function fieldsChecked<T>(reply: FastifyReply, send: () => Promise<T>) {
    try {
      return await send();
    } catch (err) {
      if (err instanceof ReviewFieldsError) return reply.code(422).send(err.body);
      throw err;
    }
  }

  const writeSchema = { params: IdParams, body: ReviewRequest };
  const fieldErrors = { 422: ReviewFieldsErrorBody } as const;

  app.post(
    '/products/:id/reviews',
    { schema: { ...writeSchema, response: { ...responses({ 201: MyReviewDto }), ...fieldErrors } } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      return fieldsChecked(reply, async () => reply.code(201).send(await write(request.params.id, user.id, request.body, false)));
    },
  );

  app.put(
    '/products/:id/reviews/mine',
    { schema: { ...writeSchema, response: { ...responses({ 200: MyReviewDto }), ...fieldErrors } } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      return fieldsChecked(reply, () => write(request.params.id, user.id, request.body, true));
    },
  );

  app.post(
    '/products/:id/reviews/:reviewId/helpful',
    { schema: { params: ReviewParams, response: responses({ 200: HelpfulVoteDto }) } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { id, reviewId } = request.params;
      if (!(await productExists(ctx.db, id))) throw httpErrors.notFound(PRODUCT_NOT_FOUND);
      // Only published reviews can be voted on: another's pending or rejected one is as good as absent.
      const target = isUuid(reviewId) ? await voteTarget(ctx.db, id, reviewId, user.id) : null;
      if (!target || (target.status !== 'published' && target.userId !== user.id)) throw httpErrors.notFound(REVIEW_NOT_FOUND);
      if (target.userId === user.id) throw httpErrors.forbidden(REVIEW_MESSAGES.ownReview);
      if (target.status !== 'published') throw httpErrors.notFound(REVIEW_NOT_FOUND);
      if (target.voted) return { helpful: target.helpful };
      const helpful = await ctx.db.transaction(async (tx) => {
        await withinLimit(tx, 'review_votes', user.id);
        return addVote(tx, reviewId, user.id);
      });
      reviewsChanged(ctx.db, id);
      return { helpful };
    },
  );
}
