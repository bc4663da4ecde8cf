import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { totalPages } from '../../../../rules/paging';
import type { AppContext } from '../../platform/http/context';
import { isUuid, queryInteger } from '../../platform/http/inputs';
import { responses } from '../../platform/http/responses';
import { IdParams, MAX_PAGE } from '../../platform/http/wire';
import { requireUser } from '../accounts';
import { overlayProducts } from '../catalog';
import { purchaseOf } from '../payments';
import {
  HelpfulVoteDto,
  MyReviewDto,
  MyReviewStateDto,
  ReviewFieldsErrorBody,
  ReviewParams,
  ReviewRequest,
  DEFAULT_REVIEW_SORT,
  REVIEWS_PER_PAGE,
  ReviewsPageDto,
  ReviewsQuery,
} from './contract';
import { ReviewFieldsError } from './fields';
import { loadWordList } from './flagging';
import { ReviewPageCache } from './pageCache';
import { ratingsCopy, withRatings } from './ratings';
import { myReview, reviewsPage } from './repository';
import { PRODUCT_NOT_FOUND, productOrNotFound, voteHelpful, writeReview } from './service';

export async function reviewRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const words = loadWordList(ctx.config.reviews.blocklistFile);
  const pages = new ReviewPageCache({ ttlMs: ctx.config.reviews.pageCacheMs });
  // Every product answer carries its rating; a change of reviews made in this process shows at once.
  overlayProducts(ctx, (products) => withRatings(ctx, products));
  const stopListening = ctx.db.changes.on('reviews', (productId) => {
    ratingsCopy(ctx).expire();
    if (productId) pages.changed(productId);
    else pages.clear();
  });
  fastify.addHook('onClose', async () => stopListening());

  app.get(
    '/products/:id/reviews',
    { schema: { params: IdParams, querystring: ReviewsQuery, response: responses({ 200: ReviewsPageDto }) } },
    async (request, reply) => {
      const q = request.query;
      const page = queryInteger(q.page, 'page', 1, 1, MAX_PAGE);
      const productId = request.params.id;
      const query = { sort: q.sort ?? DEFAULT_REVIEW_SORT, star: q.star ? Number(q.star) : null, page } as const;
      const found = isUuid(productId) ? await pages.get(productId, query, () => reviewsPage(ctx.db, productId, query)) : null;
      if (!found) throw httpErrors.notFound(PRODUCT_NOT_FOUND);
      // Revalidated at every ask: a shopper who just voted or wrote must see it at the next read.
      reply.header('cache-control', 'no-cache');
      return {
        summary: found.summary,
        data: found.data,
        pagination: { page, limit: REVIEWS_PER_PAGE, total: found.total, totalPages: totalPages(found.total, REVIEWS_PER_PAGE) },
      };
    },
  );

  app.get(
    '/products/:id/reviews/mine',
    { schema: { params: IdParams, response: responses({ 200: MyReviewStateDto }) } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const productId = request.params.id;
      await productOrNotFound(ctx, productId);
      const [purchase, review] = await Promise.all([purchaseOf(ctx, user.id, productId), myReview(ctx.db, user.id, productId)]);
      reply.header('cache-control', 'no-store');
      return { eligible: purchase !== null, purchase, review };
    },
  );

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
      const write = { productId: request.params.id, userId: user.id, body: request.body, replace: false };
      return fieldsChecked(reply, async () => reply.code(201).send(await writeReview(ctx, words, write)));
    },
  );

  app.put(
    '/products/:id/reviews/mine',
    { schema: { ...writeSchema, response: { ...responses({ 200: MyReviewDto }), ...fieldErrors } } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const write = { productId: request.params.id, userId: user.id, body: request.body, replace: true };
      return fieldsChecked(reply, () => writeReview(ctx, words, write));
    },
  );

  app.post(
    '/products/:id/reviews/:reviewId/helpful',
    { schema: { params: ReviewParams, response: responses({ 200: HelpfulVoteDto }) } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { helpful: await voteHelpful(ctx, request.params.id, request.params.reviewId, user.id) };
    },
  );
}
