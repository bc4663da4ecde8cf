/**
 * When an order allows a cancel or a return, and how a return would come back: the one place
 * each rule is decided, read by the calls that act (cancel, request) and by the answer that
 * tells the app beforehand (eligibility), so the two can never disagree.
 */
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { pickupServed } from '../delivery';
import { ORDER_STATUS, paymentOfOrder, type OrderRecord } from '../orders';
import { getStoreInfo } from '../store';
import { RETURN_TEXTS } from '../../../../rules/returns';
import { CANCELLABLE_STATUSES } from '../../../../rules/returnStates';

const DAY_MS = 24 * 60 * 60 * 1000;
const NAMES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];

/** Why an order in `status` cannot be cancelled (the 409's sentence), or null while it can. */
export function cancelRefusal(ctx: AppContext, status: number, orderId: string): string | null {
  if (status === ORDER_STATUS.shipped) return RETURN_TEXTS.cancelShipped(orderId, ctx.config.returns.windowDays);
  if (!CANCELLABLE_STATUSES.includes(status)) return RETURN_TEXTS.cancelDone(orderId, NAMES[status] ?? `status ${status}`);
  return null;
}

/**
 * The moment a delivered order's return window closes. An order delivered before delivery dates
 * were kept counts from when it was placed, which can only give fewer days, never more.
 */
export function returnWindowEnd(ctx: AppContext, order: OrderRecord): Date {
  return new Date(Date.parse(order.dates.delivered ?? order.createdAt) + ctx.config.returns.windowDays * DAY_MS);
}

/** Why an order in `status` cannot be returned now (the 409's sentence), or null while it can. */
export function returnRefusal(ctx: AppContext, status: number, order: OrderRecord, now = Date.now()): string | null {
  if (status !== ORDER_STATUS.delivered) return RETURN_TEXTS.notDelivered(order.id);
  const end = returnWindowEnd(ctx, order);
  if (now <= end.getTime()) return null;
  return RETURN_TEXTS.windowClosed(
    ctx.config.returns.windowDays,
    end.toLocaleDateString('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
  );
}

/**
 * Whether the order is paid on delivery. An order with no payment yet counts as one: no money
 * was taken online, so there is no source a refund could go back to.
 */
export async function paidOnDelivery(ctx: AppContext, tx: Queryable, orderId: string): Promise<boolean> {
  return (await paymentOfOrder(ctx, tx, orderId))?.onDelivery ?? true;
}

/** How a parcel not picked up comes back, with the shop's address. */
export async function sendYourself(tx: Queryable, order: OrderRecord): Promise<string> {
  const info = await getStoreInfo(tx);
  return RETURN_TEXTS.pickupNotServed(order.shippingAddress.postalCode, info.companyAddress ?? '');
}

/** Whether the courier would pick a return of this order up, and if not, how the shopper sends it. */
export async function pickupFor(
  ctx: AppContext,
  tx: Queryable,
  order: OrderRecord,
): Promise<{ served: boolean; instructions: string | null }> {
  const served = await pickupServed(ctx, tx, order.shippingAddress.postalCode);
  return { served, instructions: served ? null : await sendYourself(tx, order) };
}
