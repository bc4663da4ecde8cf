import type { CreateOrderRequest, OrderLineRequest } from '@server/contracts';
import type { TimelineEntry } from './timeline';

export type OrderStatusTone = 'success' | 'info' | 'secondary' | 'error' | 'warning' | 'default';

export interface OrderStatus {
  code: number | null;
  label: string;
  /** Delivered green, Processing blue, Shipped purple, Cancelled red, Pending yellow, else grey. */
  tone: OrderStatusTone;
}

export interface OrderItem {
  id: string;
  /** The product bought; '' when the server does not say (no review link then). */
  productId: string;
  name: string;
  quantity: number;
  price: number;
  /** The chosen size and colour; '' when the product has none or the server does not say. */
  size: string;
  color: string;
}

/** 'Size: UK 8 · Colour: Black', or '' when the line has neither. */
export function describeItemOptions(item: Pick<OrderItem, 'size' | 'color'>): string {
  return [item.size && `Size: ${item.size}`, item.color && `Colour: ${item.color}`].filter(Boolean).join(' · ');
}

export interface Order {
  id: string;
  date: string;
  status: OrderStatus;
  items: OrderItem[];
  shippingAddress: string;
  /** Who the order ships to and their phone, as given at checkout (keys the DevTools sanitizer redacts). */
  recipient: { fullName: string; phone: string };
  /** The shipping address's pincode, spaces taken out (the payment page checks cash on delivery for it). */
  pincode: string;
  method: string;
  tracking: string;
  /** What was charged: the server's total where it records one (after a discount), else Σ price × quantity of the items. */
  total: number;
  /** The offer's discount taken off, 0 when none; and its code, '' for none or an automatic offer. */
  discount: number;
  coupon: string;
  /** What happened to it, oldest first; null from a server without the after-sale calls (no actions then). */
  timeline: TimelineEntry[] | null;
}

export const PENDING_STATUS = 0;
export const SHIPPED_STATUS = 2;
export const DELIVERED_STATUS = 3;
export const CANCELLED_STATUS = 4;

/** Processing, Shipped and Delivered orders have been paid (the server moves a paid order on). */
export function isPaidStatus(status: OrderStatus): boolean {
  return status.code === 1 || status.code === 2 || status.code === 3;
}
export const SHIPPING_METHOD = 'Standard Shipping';
export const TRACKING_FALLBACK = 'Not available';

export interface ShippingAddress {
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

/** One cart line of the order request, so the server can keep the size and colour chosen. */
export type NewOrderLine = OrderLineRequest;

/**
 * The order request (`POST /orders`, server/src/contracts.ts): spec §3's `products` map, plus
 * `lines` for servers that keep sizes and colours (others ignore it), which this app always sends,
 * and the coupon the cart's quote applied, only when there is one.
 */
export type NewOrder = Required<Omit<CreateOrderRequest, 'coupon'>> & Pick<CreateOrderRequest, 'coupon'>;
