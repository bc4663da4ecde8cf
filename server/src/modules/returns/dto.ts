import type { OrderRecord } from '../orders';
import type { ReturnDto } from './contract';
import type { RefundRow, ReturnLineRow, ReturnRow } from './repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Rupees to the paisa, as money is kept. */
export const rupees = (n: number) => Math.round(n * 100) / 100;

/** What the return's lines come to at the prices charged: each unit less its share of the line's discount. */
export function linesValue(order: OrderRecord, lines: ReturnLineRow[]): number {
  return rupees(
    lines.reduce((sum, l) => {
      const item = order.items.find((i) => i.id === l.order_item_id);
      if (!item) return sum;
      return sum + (item.price - (item.discount ?? 0) / item.quantity) * l.quantity;
    }, 0),
  );
}

/** A return as the shopper's answers give it. */
export function toReturnDto(
  order: OrderRecord,
  row: ReturnRow,
  lines: ReturnLineRow[],
  refund: RefundRow | undefined,
  instructions: string | null,
  onDelivery: boolean,
): ReturnDto {
  const mine = lines.filter((l) => l.return_id === row.id);
  const destination =
    refund?.destination ?? (!onDelivery ? 'source' : row.refund_details && 'upiId' in row.refund_details ? 'upi' : 'bank');
  return {
    id: row.id,
    orderId: row.order_id,
    state: row.state,
    resolution: row.resolution,
    reason: row.reason,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
    lines: mine.map((l) => {
      const item = order.items.find((i) => i.id === l.order_item_id);
      const exchanged = row.resolution === 'exchange';
      return {
        itemId: l.order_item_id,
        productId: item?.productId ?? '',
        productTitle: item?.productTitle ?? '',
        quantity: l.quantity,
        price: item?.price ?? 0,
        size: item?.size ?? null,
        color: item?.color ?? null,
        exchange: exchanged ? { size: l.exchange_size, color: l.exchange_color } : null,
      };
    }),
    pickup: { served: row.pickup, instructions: row.pickup ? null : instructions },
    refund:
      row.resolution === 'refund'
        ? { amount: refund?.amount ?? linesValue(order, mine), destination, refundedAt: refund ? iso(refund.created_at) : null }
        : null,
    rejectReason: row.reject_reason,
  };
}

/** The words of an item in messages and the timeline: "2 × AeroStride Running Shoes (UK 9)". */
export function itemsOf(order: OrderRecord, lines: ReturnLineRow[]) {
  return lines.map((l) => {
    const item = order.items.find((i) => i.id === l.order_item_id);
    const exchangeFor = [l.exchange_size, l.exchange_color].filter(Boolean).join(', ');
    return { productTitle: item?.productTitle ?? 'An item', quantity: l.quantity, ...(exchangeFor && { exchangeFor }) };
  });
}
