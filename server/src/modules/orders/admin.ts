import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { OrderDto } from './contract';
import { moveOrder, type OrderMove } from './moves';
import { canonicalOrderId } from './orderId';

const MoveParams = Type.Object({
  id: Type.String({ maxLength: 40 }),
  move: Type.Union([Type.Literal('ship'), Type.Literal('out-for-delivery'), Type.Literal('deliver'), Type.Literal('cancel')]),
});
const MoveBody = Type.Object({ trackingNumber: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });

/** The shop's side (npm run orders): moving an order on, which tells the shopper. */
export async function orderAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/orders/:id/:move',
    { schema: { params: MoveParams, body: Type.Optional(MoveBody), response: responses({ 200: OrderDto }) } },
    async (request, reply) => {
      const id = canonicalOrderId(request.params.id);
      if (!id) return reply.code(404).send({ error: `No order ${request.params.id}.` });
      return moveOrder(ctx, id, request.params.move as OrderMove, request.body?.trackingNumber?.trim());
    },
  );
}
