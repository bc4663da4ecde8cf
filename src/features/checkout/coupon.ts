import { asString, isRecord } from '@/utils/guards';
import type { NewOrder } from '@/features/orders/order';

/** The order with the coupon the quote applied; without one, the order as before (servers without offers see no new field). */
export function withCoupon(order: NewOrder, coupon: string): NewOrder {
  return coupon ? { ...order, coupon } : order;
}

/** The server's 409 for a coupon that stopped applying (it names the code): its sentence, else ''. */
export function couponRefusal(body: unknown): string {
  if (!isRecord(body) || !asString(body.coupon).trim()) return '';
  return asString(body.error).trim() || 'The coupon no longer applies.';
}
