import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { getOrder } from '../orders';
import { RETURN_MOVES, type ReturnMove } from '../../../../rules/returnStates';
import { paidOnDelivery } from './allowed';
import { AdminReturnDto } from './contract';
import { toReturnDto } from './dto';
import { moveReturn } from './moves';
import { linesOf, listReturns, refundsOf, type ReturnRow } from './repository';

const MoveParams = Type.Object({ id: Type.String({ maxLength: 40 }), move: Type.Union(RETURN_MOVES.map((m) => Type.Literal(m))) });
const MoveBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
const ListQuery = Type.Object({ all: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) });

/** The shop's side (npm run returns): the returns to handle, and moving one on, which tells the shopper. */
export async function returnAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function toAdmin(row: ReturnRow & { email: string }): Promise<AdminReturnDto> {
    const order = (await getOrder(ctx.db, row.order_id))!;
    const refund = (await refundsOf(ctx.db, [order.id])).find((f) => f.return_id === row.id);
    const onDelivery = await paidOnDelivery(ctx, ctx.db, order.id);
    return { ...toReturnDto(order, row, await linesOf(ctx.db, [row.id]), refund, null, onDelivery), email: row.email };
  }

  app.get(
    '/returns',
    { schema: { querystring: ListQuery, response: responses({ 200: Type.Object({ data: Type.Array(AdminReturnDto) }) }) } },
    async (request) => {
      const rows = await listReturns(ctx.db, request.query.all !== 'true');
      const data = [];
      for (const row of rows) data.push(await toAdmin(row));
      return { data };
    },
  );

  app.post(
    '/returns/:id/:move',
    { schema: { params: MoveParams, body: Type.Optional(MoveBody), response: responses({ 200: AdminReturnDto }) } },
    async (request) => toAdmin(await moveReturn(ctx, request.params.id, request.params.move as ReturnMove, request.body?.reason)),
  );
}
