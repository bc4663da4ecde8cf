import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { responses } from '../../platform/http/responses';
import { Nullable } from '../../platform/http/wire';
import { failedMessages, retryFailed } from './repository';

const closed = { additionalProperties: false } as const;

const FailedMessageDto = Type.Object(
  {
    id: Type.String(),
    kind: Type.String(),
    channel: Type.String(),
    status: Type.String(),
    attempts: Type.Integer(),
    lastError: Nullable(Type.String()),
    createdAt: Type.String(),
  },
  closed,
);
const FailedMessagesDto = Type.Object({ data: Type.Array(FailedMessageDto) }, closed);
const RetryParams = Type.Object({ id: Type.String() });
const RetriedDto = Type.Object({ id: Type.String(), status: Type.Literal('pending') }, closed);

/** The shop's side (npm run messages): the messages given up, and sending one again. */
export async function messageAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/messages/failed', { schema: { response: responses({ 200: FailedMessagesDto }) } }, async () => ({
    data: await failedMessages(ctx.db),
  }));

  app.post('/messages/:id/retry', { schema: { params: RetryParams, response: responses({ 200: RetriedDto }) } }, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id) || !(await retryFailed(ctx.db, id))) return reply.code(404).send({ error: `No failed message ${id}.` });
    return { id, status: 'pending' as const };
  });
}
