import type { Queryable } from '../../platform/db/client';
import { formatInr } from '../../../../rules/money';
import type { TimelineEntryDto } from '../orders';
import { linesOf, refundsOf, returnsOfOrders } from './repository';

type Entry = TimelineEntryDto & { orderId: string };
const iso = (d: Date | string) => new Date(d).toISOString();
const WHERE = { source: 'your original payment method', upi: 'your UPI id', bank: 'your bank account' } as const;

/** The returns' and refunds' events of these orders, for their timelines (registered with the orders module). */
export async function returnEvents(db: Queryable, orderIds: string[]): Promise<Entry[]> {
  const returns = await returnsOfOrders(db, orderIds);
  const lines = await linesOf(
    db,
    returns.map((r) => r.id),
  );
  const events: Entry[] = [];
  for (const r of returns) {
    const units = lines.filter((l) => l.return_id === r.id).reduce((n, l) => n + l.quantity, 0);
    const what = `${units} ${units === 1 ? 'item' : 'items'} to ${r.resolution === 'exchange' ? 'exchange' : 'return'}`;
    const base = { orderId: r.order_id };
    events.push({ ...base, event: 'return_requested', at: iso(r.created_at), detail: what });
    if (r.picked_up_at) events.push({ ...base, event: 'picked_up', at: iso(r.picked_up_at) });
    if (r.received_at) events.push({ ...base, event: 'return_received', at: iso(r.received_at) });
    if (r.state === 'exchange_shipped' && r.resolved_at) events.push({ ...base, event: 'exchange_shipped', at: iso(r.resolved_at) });
    if (r.state === 'rejected' && r.resolved_at) {
      events.push({ ...base, event: 'return_rejected', at: iso(r.resolved_at), ...(r.reject_reason && { detail: r.reject_reason }) });
    }
  }
  for (const f of await refundsOf(db, orderIds)) {
    events.push({
      orderId: f.order_id,
      event: 'refunded',
      at: iso(f.created_at),
      detail: `${formatInr(f.amount)} to ${WHERE[f.destination]}`,
    });
  }
  return events;
}
