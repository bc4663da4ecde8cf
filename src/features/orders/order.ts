export type OrderStatusTone = 'success' | 'info' | 'secondary' | 'error' | 'warning' | 'default';

export interface OrderStatus {
  code: number | null;
  label: string;
  /** Delivered green, Processing blue, Shipped purple, Cancelled red, Pending yellow, else grey. */
  tone: OrderStatusTone;
}

export interface OrderItem {
  id: string;
  name: string;
  quantity: number;
  price: number;
}

export interface Order {
  id: string;
  date: string;
  status: OrderStatus;
  items: OrderItem[];
  shippingAddress: string;
  method: string;
  tracking: string;
  /** Σ price × quantity of the items. */
  total: number;
}

export const PENDING_STATUS = 0;
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

export interface NewOrder {
  products: Record<string, number>;
  shippingAddress: ShippingAddress;
}
