import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { responses } from '../../platform/http/responses';
import { closed } from '../../platform/http/wire';
import { setStock, stockOf } from './service';

export const StockRowDto = Type.Object(
  {
    productId: Type.String(),
    title: Type.String(),
    size: Type.String(),
    color: Type.String(),
    onHand: Type.Integer(),
    held: Type.Integer(),
    available: Type.Integer(),
  },
  closed,
);
export type StockRowDto = Static<typeof StockRowDto>;
const StockListDto = Type.Object({ data: Type.Array(StockRowDto) }, closed);
const ListQuery = Type.Object({ productId: Type.Optional(Type.String()), low: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })) });
const SetParams = Type.Object({ productId: Type.String() });
const SetBody = Type.Object(
  {
    size: Type.String({ maxLength: 100 }),
    color: Type.String({ maxLength: 100 }),
    onHand: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  closed,
);
const SetAnswer = Type.Object({ row: StockRowDto, alertsDue: Type.Integer() }, closed);

/** The shop's side of stock (npm run stock): what is counted, what runs low, setting what is on the shelf. */
export async function stockAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/stock', { schema: { querystring: ListQuery, response: responses({ 200: StockListDto }) } }, async (request, reply) => {
    const { productId, low } = request.query;
    if (productId !== undefined && !isUuid(productId)) return reply.code(404).send({ error: `No product ${productId}.` });
    return { data: await stockOf(ctx, { productId, atMost: low === undefined ? undefined : Number(low) }) };
  });

  app.put(
    '/stock/:productId',
    { schema: { params: SetParams, body: SetBody, response: responses({ 200: SetAnswer }) } },
    async (request, reply) => {
      const { productId } = request.params;
      const answer = isUuid(productId) ? await setStock(ctx, { productId: productId.toLowerCase(), ...request.body }) : 'no-product';
      if (answer === 'no-product') return reply.code(404).send({ error: `No product ${productId}.` });
      if ('error' in answer) return reply.code(422).send(answer);
      if ('held' in answer) {
        return reply.code(409).send({
          error: `${answer.held} of it ${answer.held === 1 ? 'is' : 'are'} held by open orders: set at least ${answer.held}, or cancel those orders first.`,
        });
      }
      return answer;
    },
  );
}
