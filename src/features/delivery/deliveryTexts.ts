import { formatInr } from '@rules/money';
import type { DeliveryView } from './delivery';
import { formatPincode } from './pincode';

// What the shopper reads of a delivery answer, word for word as issue 29 gives it where it does.

/** The one line of the answer: "Delivery by Thu, 4 Dec · Cash on Delivery available". */
export function deliveryHeadline(view: DeliveryView): string {
  const cod = view.cod.available ? 'Cash on Delivery available' : 'Cash on Delivery not available';
  return view.date ? `Delivery by ${view.date} · ${cod}` : `Delivery available · ${cod}`;
}

/** Why cash on delivery is not offered, or '' when it is (or no reason was given). */
export function codRefusalText(view: DeliveryView): string {
  if (view.cod.available) return '';
  if (view.cod.reason === 'order_value' && view.cod.maxOrderValue !== null) {
    return `Cash on Delivery isn't available for orders above ${formatInr(view.cod.maxOrderValue)}`;
  }
  if (view.cod.reason === 'order_value') return "Cash on Delivery isn't available for an order of this value";
  return `Cash on Delivery isn't available for pincode ${formatPincode(view.pincode)}`;
}

export const notServedText = (pincode: string) => `We don't deliver to ${formatPincode(pincode)} yet`;

/** Before a whole pincode: what the field is for, in the space the answer will take. */
export const PINCODE_HINT = 'Enter your pincode for the delivery date and Cash on Delivery.';
