import type { Queryable } from '../../platform/db/client';
import { appState, type AppContext } from '../../platform/http/context';
import type { OrderDto, TimelineEntryDto } from './contract';
import { toOrderDto, type OrderRecord } from './repository';

/** Another module's events of these orders (a payment taken, a return's moves), by order id. */
export type TimelineSource = (db: Queryable, orderIds: string[]) => Promise<Array<TimelineEntryDto & { orderId: string }>>;

/**
 * Payments and returns register what they know of an order here, so the orders module shows one
 * timeline without reading their tables, and they import orders, never the other way.
 */
const sources = appState('order timeline', (): { list: TimelineSource[] } => ({ list: [] }));

export function addOrderTimelineSource(ctx: AppContext, source: TimelineSource): void {
  sources(ctx).list.push(source);
}

function ownEvents(order: OrderRecord): TimelineEntryDto[] {
  const { dates } = order;
  const events: TimelineEntryDto[] = [{ event: 'placed', at: order.createdAt }];
  if (dates.shipped) {
    const tracking = order.trackingNumber ? `Tracking number ${order.trackingNumber}` : undefined;
    events.push({ event: 'shipped', at: dates.shipped, ...(tracking && { detail: tracking }) });
  }
  if (dates.outForDelivery) events.push({ event: 'out_for_delivery', at: dates.outForDelivery });
  if (dates.delivered) events.push({ event: 'delivered', at: dates.delivered });
  if (dates.cancelled) events.push({ event: 'cancelled', at: dates.cancelled });
  return events;
}

/** The orders as the account's answers give them, each with its timeline, oldest event first. */
export async function withTimelines(ctx: AppContext, db: Queryable, orders: OrderRecord[]): Promise<OrderDto[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const others: Array<TimelineEntryDto & { orderId: string }> = [];
  // One after another: `db` may be a transaction, which runs one statement at a time.
  for (const source of sources(ctx).list) others.push(...(await source(db, ids)));
  return orders.map((order) => {
    const mine = others.filter((e) => e.orderId === order.id).map(({ orderId: _o, ...entry }) => entry);
    const timeline = [...ownEvents(order), ...mine].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    return { ...toOrderDto(order), timeline };
  });
}
