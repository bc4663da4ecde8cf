import type { OrderDto, OrderItemDto, OrderListDto, ShippingAddressDto } from '@server/contracts';
import { asArray, asId, asNumber, asString, isRecord, readAs } from '@/utils/guards';
import { SHIPPING_METHOD, TRACKING_FALLBACK, type Order, type OrderItem, type OrderStatus, type OrderStatusTone } from './order';
import { toOrderId } from './orderId';
import { toTimeline } from './timeline';

const STATUSES: ReadonlyArray<{ label: string; tone: OrderStatusTone }> = [
  { label: 'Pending', tone: 'warning' },
  { label: 'Processing', tone: 'info' },
  { label: 'Shipped', tone: 'secondary' },
  { label: 'Delivered', tone: 'success' },
  { label: 'Cancelled', tone: 'error' },
];

/** Codes 0–4 (missing means 0); anything else is 'Unknown (n)' or 'Unknown', with a warning. */
export function toOrderStatus(raw: unknown): OrderStatus {
  if (raw === undefined || raw === null) return { code: 0, label: 'Pending', tone: 'warning' };
  const code = typeof raw === 'number' || typeof raw === 'string' ? asNumber(raw) : null;
  const known = code !== null && Number.isInteger(code) ? STATUSES[code] : undefined;
  if (known && code !== null) return { code, ...known };
  console.warn('Unknown order status', raw);
  return { code, label: code === null ? 'Unknown' : `Unknown (${code})`, tone: 'default' };
}

function toOrderItem(dto: unknown, index: number): OrderItem {
  // `name` and `title` are what servers before `productTitle` sent.
  const source = readAs<OrderItemDto, 'name' | 'title'>(dto);
  return {
    id: asId(source.id) || asId(source.productId) || String(index),
    productId: asId(source.productId),
    name: asString(source.productTitle) || asString(source.name) || asString(source.title),
    quantity: Math.max(0, asNumber(source.quantity) ?? 0),
    price: asNumber(source.price) ?? 0,
    // Servers that predate sizes and colours leave them out; null, numbers or objects read as ''.
    size: asString(source.size).trim(),
    color: asString(source.color).trim(),
  };
}

export function toShippingLine(address: unknown): string {
  if (!isRecord(address)) return '';
  const source = readAs<ShippingAddressDto>(address);
  return [source.address, source.city, source.state, source.postalCode]
    .map((part) => asString(part).trim())
    .filter(Boolean)
    .join(', ');
}

function toRecipient(address: unknown): Order['recipient'] {
  const source = readAs<ShippingAddressDto>(address);
  return { fullName: asString(source.fullName).trim(), phone: asString(source.phone).trim() };
}

/** What the order cost: the recorded total and discount where the server keeps them (offers), else the items' sum. */
function charged(source: Record<string, unknown>, items: OrderItem[]): Pick<Order, 'total' | 'discount' | 'coupon'> {
  const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
  const total = asNumber(source.total);
  const discount = Math.max(0, asNumber(source.discount) ?? 0);
  return {
    total: total !== null && total >= 0 ? total : Math.max(0, sum - discount),
    discount,
    coupon: asString(source.coupon).trim(),
  };
}

export function toOrder(dto: unknown): Order {
  const outer = readAs<{ data: OrderDto }>(dto);
  const source = readAs<OrderDto & Record<string, unknown>>(isRecord(outer.data) ? outer.data : outer);
  const items = asArray(source.items).map(toOrderItem);
  return {
    id: toOrderId(source.id),
    date: asString(source.createdAt),
    status: toOrderStatus(source.status),
    items,
    shippingAddress: toShippingLine(source.shippingAddress),
    recipient: toRecipient(source.shippingAddress),
    pincode: isRecord(source.shippingAddress)
      ? asString(readAs<ShippingAddressDto>(source.shippingAddress).postalCode).replace(/\s+/g, '')
      : '',
    method: SHIPPING_METHOD,
    tracking: asString(source.trackingNumber).trim() || TRACKING_FALLBACK,
    ...charged(source, items),
    timeline: toTimeline(source.timeline),
  };
}

/** A plain list or `{ data: [...] }`, newest first. */
export function toOrderList(body: unknown): Order[] {
  const items = Array.isArray(body) ? body : asArray(readAs<OrderListDto>(body).data);
  return items
    .filter(isRecord)
    .map(toOrder)
    .filter((order) => order.id !== '')
    .sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0));
}

/** The id of a created order, or '' when the answer carries none usable (the order then failed). */
export function toCreatedOrderId(body: unknown): string {
  const outer = readAs<{ data: OrderDto }>(body);
  const source = readAs<OrderDto>(isRecord(outer.data) ? outer.data : outer);
  return toOrderId(source.id);
}
