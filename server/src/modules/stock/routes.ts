import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { responses } from '../../platform/http/responses';
import { closed, IdParams } from '../../platform/http/wire';
import { clientBudget } from '../../platform/limits/perClient';
import { requireUser } from '../accounts';
import { overlayProducts } from '../catalog';
import { wishFor, toAlertDto } from './alerts';
import { tellWishesWhenBack } from './backInStock';
import { alertsOfUser, deleteAlert, deleteAlertByToken } from './alertsRepository';
import { StockAlertDto, StockAlertListDto, StockAlertRequest } from './contract';
import { withVariants } from './variants';

const Unsubscribe = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }, closed);
const Done = Type.Object({ done: Type.Boolean() }, closed);

export async function stockRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Every product answer says what each variant has left.
  overlayProducts(ctx, (products) => withVariants(ctx, products));
  tellWishesWhenBack(ctx);

  app.post(
    '/stock/alerts',
    { config: { rateLimit: clientBudget(ctx) }, schema: { body: StockAlertRequest, response: responses({ 201: StockAlertDto }) } },
    async (request, reply) => {
      // Signed in when a token is sent (a wrong one is a 401, as everywhere); a visitor gives an e-mail.
      const user = request.headers.authorization ? await requireUser(ctx, request) : null;
      return reply.code(201).send(await wishFor(ctx, user, request.body));
    },
  );

  app.get('/stock/alerts', { schema: { response: responses({ 200: StockAlertListDto }) } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { data: (await alertsOfUser(ctx.db, user.id)).map(toAlertDto) };
  });

  app.delete('/stock/alerts/:id', { schema: { params: IdParams, response: responses({ 204: Type.Null() }) } }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    if (!isUuid(request.params.id) || !(await deleteAlert(ctx.db, request.params.id, user.id)))
      throw httpErrors.notFound('Alert not found');
    return reply.code(204).send(null);
  });

  // The link in every back-in-stock message: no sign-in, the token is the proof.
  app.post(
    '/stock/alerts/unsubscribe',
    { config: { rateLimit: clientBudget(ctx) }, schema: { body: Unsubscribe, response: responses({ 200: Done }) } },
    async (request) => ({ done: await deleteAlertByToken(ctx.db, request.body.token) }),
  );
}
