import type { FastifyInstance } from 'fastify';
import type { CreateOrderRequest, OrderDto, OrderListDto, ShippingAddressDto } from '../contracts';
import { requireUser } from '../auth/guard';
import { HttpError, type AppContext } from '../http/context';
import { idempotent } from '../http/idempotency';
import { MAX_LINES, MAX_QUANTITY, requestedLines } from '../orders/lines';
import { canonicalOrderId } from '../orders/orderId';
import { createOrder, getOrder, listOrdersForUser, recentOrders, toOrderDto, type OrderRecord } from '../repositories/orders';
import { settleUpiPayments } from '../repositories/payments';
import { getPricing, isUuid } from '../repositories/products';

const NOT_FOUND = 'Order not found or access denied';
const field = { type: 'string', minLength: 1, maxLength: 200 } as const;
const quantity = { type: 'integer', minimum: 1, maximum: MAX_QUANTITY } as const;
const choice = { type: ['string', 'null'], maxLength: 100 } as const;
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

function trimmedAddress(given: ShippingAddressDto): ShippingAddressDto {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, given[f].trim()])) as unknown as ShippingAddressDto;
  const empty = ADDRESS_FIELDS.find((f) => !address[f]);
  if (empty) throw new HttpError(400, `shippingAddress.${empty} must not be empty`);
  return address;
}

const createOrderSchema = {
  body: {
    type: 'object',
    required: ['products', 'shippingAddress'],
    additionalProperties: false,
    properties: {
      products: {
        type: 'object',
        minProperties: 1,
        maxProperties: MAX_LINES,
        propertyNames: { maxLength: 100 },
        additionalProperties: quantity,
      },
      shippingAddress: {
        type: 'object',
        required: [...ADDRESS_FIELDS],
        additionalProperties: false,
        properties: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, field])),
      },
      lines: {
        type: 'array',
        maxItems: MAX_LINES,
        items: {
          type: 'object',
          required: ['productId', 'quantity'],
          additionalProperties: false,
          properties: { productId: { type: 'string', maxLength: 100 }, quantity, size: choice, color: choice },
        },
      },
    },
  },
};

export async function orderRoutes(app: FastifyInstance, ctx: AppContext & { rateLimit: object }) {
  app.post<{ Body: CreateOrderRequest }>('/orders', { schema: createOrderSchema }, async (request, reply): Promise<OrderDto> => {
    const user = await requireUser(ctx, request);
    const shippingAddress = trimmedAddress(request.body.shippingAddress);
    const wanted = requestedLines(request.body);

    return idempotent(ctx.db, request, reply, user.id, async (tx) => {
      // Counted in the transaction that creates the order: replays and refused requests cost nothing.
      const recent = await recentOrders(tx, user.id, ctx.config.orderRateWindowMs);
      if (recent.count >= ctx.config.orderRateLimitMax) {
        throw new HttpError(429, 'Too many orders. Please try again later.', {
          'retry-after': String(Math.max(1, Math.ceil(recent.waitMs / 1000))),
        });
      }
      const pricing = await getPricing(tx, wanted.map((w) => w.productId).filter(isUuid));
      const unknown = wanted.find((w) => !pricing.has(w.productId));
      if (unknown) throw new HttpError(400, `Unknown product: ${unknown.productId}`);
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
      const id = canonicalOrderId(request.params.id);
      const contact = request.query.contactInfo ?? '';
      if (id === null || !contact.trim()) throw new HttpError(404, NOT_FOUND);
      await settleUpiPayments(ctx.db, ctx.config.paymentAutoconfirmMs);
      const order = await getOrder(ctx.db, id);
      if (!order || !contactMatches(order, contact)) throw new HttpError(404, NOT_FOUND);
      return toOrderDto(order);
    },
  );
}
