import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { idempotent } from '../../platform/http/idempotency';
import { responses } from '../../platform/http/responses';
import { IdParams } from '../../platform/http/wire';
import { requireUser } from '../accounts';
import { addOrderTimelineSource, canonicalOrderId, OrderDto } from '../orders';
import { cancelOrder } from './cancel';
import { CancelOrderRequest, CreateReturnRequest, ReturnDto, ReturnErrorBody, ReturnListDto } from './contract';
import { ReturnRefused } from './refused';
import { requestReturn } from './request';
import { returnsOf } from './service';
import { returnEvents } from './timeline';

/** The shopper's side: cancelling their order, returning or exchanging its lines, and seeing those returns. */
export async function returnRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  addOrderTimelineSource(ctx, returnEvents);

  app.post(
    '/orders/:id/cancel',
    { schema: { params: IdParams, body: CancelOrderRequest, response: responses({ 200: OrderDto }) } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const id = canonicalOrderId(request.params.id);
      return idempotent(ctx.db, request, reply, user.id, async (tx) => ({
        status: 200,
        body: await cancelOrder(ctx, tx, id, user.id, request.body),
      }));
    },
  );

  app.post(
    '/orders/:id/returns',
    { schema: { params: IdParams, body: CreateReturnRequest, response: responses({ 201: ReturnDto }, ReturnErrorBody) } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const id = canonicalOrderId(request.params.id);
      try {
        return await idempotent(ctx.db, request, reply, user.id, async (tx) => ({
          status: 201,
          body: await requestReturn(ctx, tx, id, user.id, request.body),
        }));
      } catch (err) {
        // Refused whole, nothing kept (nor the Idempotency-Key): the shopper may change the request and send it again.
        if (err instanceof ReturnRefused) return reply.code(err.status).send(err.body);
        throw err;
      }
    },
  );

  app.get('/orders/:id/returns', { schema: { params: IdParams, response: responses({ 200: ReturnListDto }) } }, async (request) => {
    const user = await requireUser(ctx, request);
    return returnsOf(ctx, ctx.db, canonicalOrderId(request.params.id), user.id);
  });
}
