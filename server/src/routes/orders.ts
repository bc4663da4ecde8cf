import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ADDRESS_FIELDS,
  CreateOrderRequest,
  IdParams,
  OrderDto,
  OrderListDto,
  TrackOrderQuery,
  type ShippingAddressDto,
} from '../contracts';
import { requireUser } from '../modules/accounts/service';
import { orderRefusal } from '../modules/delivery';
import type { AppContext } from '../platform/http/context';
import { responses } from '../platform/http/responses';
import { clientBudget } from '../platform/limits/perClient';
import { idempotent } from '../platform/http/idempotency';
import { requestedLines } from '../orders/lines';
import { canonicalOrderId } from '../orders/orderId';
import { createOrder, getOrder, listOrdersForUser, recentOrders, toOrderDto, type OrderRecord } from '../repositories/orders';
import { settleUpiPayments } from '../repositories/payments';
import { getPricing } from '../modules/catalog';
import { isUuid } from '../platform/http/inputs';

const NOT_FOUND = 'Order not found or access denied';

/** Last ten digits, so '+91 98765 43210', '09876543210' and '9876543210' compare equal. */
export function phoneKey(value: string): string {
  return value.replace(/\D/g, '').slice(-10);
}

/** Whether the contact info identifies the order: its account e-mail or its shipping phone. */
export function contactMatches(order: OrderRecord, contactInfo: string): boolean {
  const c = contactInfo.trim();
  if (!c) return false;
  if (c.includes('@')) return c.toLowerCase() === order.email.toLowerCase();
  const key = phoneKey(c);
  return key.length === 10 && key === phoneKey(order.shippingAddress.phone);
}

function trimmedAddress(given: ShippingAddressDto): ShippingAddressDto {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, given[f].trim()])) as unknown as ShippingAddressDto;
  const empty = ADDRESS_FIELDS.find((f) => !address[f]);
  if (empty) throw httpErrors.badRequest(`shippingAddress.${empty} must not be empty`);
  return address;
}

export async function orderRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const createSchema = { body: CreateOrderRequest, response: responses({ 201: OrderDto }) };
  app.post('/orders', { schema: createSchema }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const shippingAddress = trimmedAddress(request.body.shippingAddress);
    const wanted = requestedLines(request.body);

    return idempotent(ctx.db, request, reply, user.id, async (tx) => {
      // Counted in the transaction that creates the order: replays and refused requests cost nothing.
      const recent = await recentOrders(tx, user.id, ctx.config.orderRateWindowMs);
      if (recent.count >= ctx.config.orderRateLimitMax) {
        throw httpErrors.createError(429, 'Too many orders. Please try again later.', {
          headers: { 'retry-after': String(Math.max(1, Math.ceil(recent.waitMs / 1000))) },
        });
      }
      const pricing = await getPricing(tx, wanted.map((w) => w.productId).filter(isUuid));
      const unknown = wanted.find((w) => !pricing.has(w.productId));
      if (unknown) throw httpErrors.badRequest(`Unknown product: ${unknown.productId}`);
      const unserved = await orderRefusal(tx, shippingAddress.postalCode);
      if (unserved) throw httpErrors.unprocessableEntity(unserved);
      // Prices come from the catalogue at this moment; anything price-like in the request is ignored.
      const order = await createOrder(tx, {
        userId: user.id,
        email: user.email,
        shippingAddress,
        lines: wanted.map((w) => ({ ...w, ...pricing.get(w.productId)! })),
      });
      return { status: 201, body: toOrderDto(order) };
    });
  });

  app.get('/orders', { schema: { response: responses({ 200: OrderListDto }) } }, async (request) => {
    const user = await requireUser(ctx, request);
    await settleUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs);
    return { data: (await listOrdersForUser(ctx.db, user.id)).map(toOrderDto) };
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
      await settleUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs);
      const order = await getOrder(ctx.db, id);
      if (!order || !contactMatches(order, contact)) throw httpErrors.notFound(NOT_FOUND);
      return toOrderDto(order);
    },
  );
}
