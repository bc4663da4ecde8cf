import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { withinAccountLimit } from '../../platform/limits/accountWindow';
import type { UserRow } from '../accounts';
import { getPricing } from '../catalog';
import { orderRefusal } from '../delivery';
import { holdForOrder } from '../stock';
import { offerForOrder, recordOfferUse } from '../offers';
import { queueOrderMessage } from '../messages';
import { ADDRESS_FIELDS, type OrderDto, type ShippingAddressDto } from './contract';
import type { RequestedLine } from './lines';
import { expireUnpaidOrders } from './status';
import { withTimelines } from './timeline';
import { createOrder, getOrder, listOrdersForUser, type OrderRecord } from './repository';

export const TOO_MANY_ORDERS = 'Too many orders. Please try again later.';

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

export function trimmedAddress(given: ShippingAddressDto): ShippingAddressDto {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, given[f].trim()])) as unknown as ShippingAddressDto;
  const empty = ADDRESS_FIELDS.find((f) => !address[f]);
  if (empty) throw httpErrors.badRequest(`shippingAddress.${empty} must not be empty`);
  return address;
}

/**
 * The order, placed in the caller's transaction: within the account's window of orders (counted
 * there, so replays and refused requests cost nothing), every product known, the pincode one the
 * shop delivers to, the offer it gets (the typed code, refused with OfferRefused, 409, when it does
 * not apply; else the best automatic one) with its use taken, and its units held (a StockShortage,
 * 409, when any line cannot be: nothing is placed). Prices come from the catalogue at this moment;
 * anything price-like in the request is ignored. The offer's use is taken before the stock, as
 * cancelling gives them back, so two transactions never wait on each other's rows.
 */
export async function placeOrder(
  ctx: AppContext,
  tx: Queryable,
  user: UserRow,
  shippingAddress: ShippingAddressDto,
  wanted: RequestedLine[],
  coupon?: string,
): Promise<OrderDto> {
  await withinAccountLimit(tx, {
    table: 'orders',
    userId: user.id,
    windowMs: ctx.config.orderRateWindowMs,
    max: ctx.config.orderRateLimitMax,
    message: TOO_MANY_ORDERS,
  });
  const pricing = await getPricing(tx, wanted.map((w) => w.productId).filter(isUuid));
  const unknown = wanted.find((w) => !pricing.has(w.productId));
  if (unknown) throw httpErrors.badRequest(`Unknown product: ${unknown.productId}`);
  const unserved = await orderRefusal(tx, shippingAddress.postalCode);
  if (unserved) throw httpErrors.unprocessableEntity(unserved);
  const lines = wanted.map((w) => ({ ...w, product: pricing.get(w.productId)! }));
  const deal = await offerForOrder(ctx, tx, { userId: user.id, lines, coupon });
  const order = await createOrder(tx, {
    userId: user.id,
    email: user.email,
    shippingAddress,
    lines: lines.map(({ product, ...w }, i) => ({
      ...w,
      title: product.title,
      price: product.price,
      discount: deal?.lineDiscounts[i] ?? 0,
    })),
    discount: deal?.discount ?? 0,
    coupon: deal?.code ?? null,
  });
  if (deal) await recordOfferUse(tx, deal, { orderId: order.id, userId: user.id, lapsesInMs: ctx.config.stock.holdMs });
  await holdForOrder(tx, order.id, wanted, ctx.config.stock.holdMs);
  await queueOrderMessage(ctx, tx, { kind: 'order_placed', order });
  return (await withTimelines(ctx, tx, [order]))[0]!;
}

/** The account's orders, newest first, their statuses current. */
export async function ordersOf(ctx: AppContext, userId: string): Promise<OrderDto[]> {
  await expireUnpaidOrders(ctx);
  return withTimelines(ctx, ctx.db, await listOrdersForUser(ctx.db, userId));
}

/** The order `id` (canonical) if `contact` is its account e-mail or shipping phone, its status current; else null. */
export async function trackedOrder(ctx: AppContext, id: string, contact: string): Promise<OrderDto | null> {
  await expireUnpaidOrders(ctx);
  const order = await getOrder(ctx.db, id);
  return order && contactMatches(order, contact) ? (await withTimelines(ctx, ctx.db, [order]))[0]! : null;
}
