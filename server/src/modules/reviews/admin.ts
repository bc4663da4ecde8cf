import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { responses } from '../../platform/http/responses';
import { decideReview, pendingReviews } from './moderationQueue';

const closed = { additionalProperties: false } as const;

export const PendingReviewDto = Type.Object(
  {
    id: Type.String(),
    product: Type.String(),
    author: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    reason: Type.String(),
    excerpt: Type.String(),
    writtenAt: Type.String(),
  },
  closed,
);
const PendingReviewsDto = Type.Object({ data: Type.Array(PendingReviewDto) }, closed);
const DecisionParams = Type.Object({ reviewId: Type.String(), decision: Type.Union([Type.Literal('publish'), Type.Literal('reject')]) });
const DecidedDto = Type.Object({ id: Type.String(), status: Type.Union([Type.Literal('published'), Type.Literal('rejected')]) }, closed);

/** The moderators' side (npm run reviews): the held reviews, and a decision on one. */
export async function reviewAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/reviews/pending', { schema: { response: responses({ 200: PendingReviewsDto }) } }, async () => ({
    data: await pendingReviews(ctx.db),
  }));

  app.post(
    '/reviews/:reviewId/:decision',
    { schema: { params: DecisionParams, response: responses({ 200: DecidedDto }) } },
    async (request, reply) => {
      const { reviewId, decision } = request.params;
      const status = decision === 'publish' ? ('published' as const) : ('rejected' as const);
      if (!isUuid(reviewId) || (await decideReview(ctx.db, reviewId, status)) === 'not-found') {
        return reply.code(404).send({ error: `No review ${reviewId}.` });
      }
      return { id: reviewId, status };
    },
  );
}
