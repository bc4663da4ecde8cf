import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { idempotent } from '../../platform/http/idempotency';
import { responses } from '../../platform/http/responses';
import { IdParams } from '../../platform/http/wire';
import { clientBudget } from '../../platform/limits/perClient';
import { requireUser } from '../accounts';
import { StockShortage, StockShortageBody } from '../stock';
import { countOrdersWith, OfferRefused, OfferRefusedBody, throttleTypedCode } from '../offers';
import { Type } from '@sinclair/typebox';
import { CreateOrderRequest, OrderDto, OrderListDto, TrackOrderQuery } from './contract';
import { requestedLines } from './lines';
import { canonicalOrderId } from './orderId';
import { ordersOf, placeOrder, trackedOrder, trimmedAddress } from './service';
import { countOpenOrders } from './repository';
import { expireUnpaidOrders } from './status';
import { expireOnTimer } from './expiry';

const NOT_FOUND = 'Order not found or access denied';

export async function orderRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  expireOnTimer(fastify, ctx);
  // First-order offers count the account's orders as this module keeps them.
  countOrdersWith(ctx, countOpenOrders);

  const refused = Type.Union([StockShortageBody, OfferRefusedBody]);
  const createSchema = { body: CreateOrderRequest, response: { ...responses({ 201: OrderDto }), 409: refused } };
  app.post('/orders', { schema: createSchema }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const shippingAddress = trimmedAddress(request.body.shippingAddress);
    const wanted = requestedLines(request.body);
    const { coupon } = request.body;
    await throttleTypedCode(ctx, { ip: request.ip, userId: user.id }, coupon);
    const place = () =>
      idempotent(ctx.db, request, reply, user.id, async (tx) => ({
        status: 201,
        body: await placeOrder(ctx, tx, user, shippingAddress, wanted, coupon),
      }));
    try {
      return await place();
    } catch (err) {
      // The code no longer applies: refused whole, as a short line is, nothing kept.
      if (err instanceof OfferRefused) return reply.code(409).send(err.body);
      if (!(err instanceof StockShortage)) throw err;
      // Units of orders that lapsed unpaid go back (as the product answers already count them), and
      // the order is tried once more: checked only when short, not before every order.
      if ((await expireUnpaidOrders(ctx)) > 0) {
        try {
          return await place();
        } catch (again) {
          if (!(again instanceof StockShortage || again instanceof OfferRefused)) throw again;
          return reply.code(409).send(again.body);
        }
      }
      // Refused whole, nothing kept (not even the Idempotency-Key): the shopper fixes the cart and sends again.
      return reply.code(409).send(err.body);
    }
  });

  app.get('/orders', { schema: { response: responses({ 200: OrderListDto }) } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { data: await ordersOf(ctx, user.id) };
  });

  app.get(
    '/orders/:id',
    {
      config: { rateLimit: clientBudget(ctx) },
      schema: { params: IdParams, querystring: TrackOrderQuery, response: responses({ 200: OrderDto }) },
    },
    async (request) => {
      // Every failure answers the same 404, so the endpoint cannot be used to discover order numbers.
      const id = canonicalOrderId(request.params.id);
      const contact = request.query.contactInfo ?? '';
      if (id === null || !contact.trim()) throw httpErrors.notFound(NOT_FOUND);
      const order = await trackedOrder(ctx, id, contact);
      if (!order) throw httpErrors.notFound(NOT_FOUND);
      return order;
    },
  );
}
