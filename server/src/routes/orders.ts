import type { FastifyInstance } from 'fastify';
import type { CreateOrderRequest, OrderDto, OrderListDto } from '../contracts';
import { requireUser } from '../auth/guard';
import { HttpError, type AppContext } from '../http/context';
import { createOrder, getOrder, listOrdersForUser, toOrderDto, type OrderRecord } from '../repositories/orders';
import { settleUpiPayments } from '../repositories/payments';
import { getPricing, isUuid } from '../repositories/products';

const NOT_FOUND = 'Order not found or access denied';
const field = { type: 'string', minLength: 1, maxLength: 200 } as const;
const ADDRESS_FIELDS = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone'] as const;

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

export async function orderRoutes(app: FastifyInstance, ctx: AppContext & { rateLimit: object }) {
  app.post<{ Body: CreateOrderRequest }>(
    '/orders',
    {
      schema: {
        body: {
          type: 'object',
          required: ['products', 'shippingAddress'],
          additionalProperties: false,
          properties: {
            products: {
              type: 'object',
              minProperties: 1,
              maxProperties: 100,
              additionalProperties: { type: 'integer', minimum: 1, maximum: 1000 },
            },
            shippingAddress: {
              type: 'object',
              required: [...ADDRESS_FIELDS],
              additionalProperties: false,
              properties: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, field])),
            },
          },
        },
      },
    },
    async (request, reply): Promise<OrderDto> => {
      const user = await requireUser(ctx, request);
      const address = Object.fromEntries(
        ADDRESS_FIELDS.map((f) => [f, request.body.shippingAddress[f].trim()]),
      ) as unknown as CreateOrderRequest['shippingAddress'];
      const empty = ADDRESS_FIELDS.find((f) => !address[f]);
      if (empty) throw new HttpError(400, `shippingAddress.${empty} must not be empty`);

      const wanted = Object.entries(request.body.products).map(([id, quantity]) => ({ id: id.toLowerCase(), quantity }));
      const pricing = await getPricing(ctx.db, wanted.map((w) => w.id).filter(isUuid));
      const unknown = wanted.find((w) => !pricing.has(w.id));
      if (unknown) throw new HttpError(400, `Unknown product: ${unknown.id}`);

      // Prices come from the catalogue at this moment; anything price-like in the request is ignored.
      const order = await ctx.db.transaction((tx) =>
        createOrder(tx, {
          userId: user.id,
          email: user.email,
          shippingAddress: address,
          lines: wanted.map((w) => ({ productId: w.id, quantity: w.quantity, ...pricing.get(w.id)! })),
        }),
      );
      reply.code(201);
      return toOrderDto(order);
    },
  );

  app.get('/orders', async (request): Promise<OrderListDto> => {
    const user = await requireUser(ctx, request);
    await settleUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs);
    return { data: (await listOrdersForUser(ctx.db, user.id)).map(toOrderDto) };
  });

  app.get<{ Params: { id: string }; Querystring: { contactInfo?: string } }>(
    '/orders/:id',
    {
      config: { rateLimit: ctx.rateLimit },
      schema: {
        querystring: {
          type: 'object',
          properties: { contactInfo: { type: 'string', maxLength: 254 } },
        },
      },
    },
    async (request): Promise<OrderDto> => {
      // Every failure answers the same 404, so the endpoint cannot be used to discover order numbers.
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const contact = request.query.contactInfo ?? '';
      if (id === null || !contact.trim()) throw new HttpError(404, NOT_FOUND);
      await settleUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs);
      const order = await getOrder(ctx.db, id);
      if (!order || !contactMatches(order, contact)) throw new HttpError(404, NOT_FOUND);
      return toOrderDto(order);
    },
  );
}
