import { codUnavailableText } from '@rules/delivery';
import type { DeliveryView } from './delivery';

// What the shopper reads of a delivery answer; the sentences the server writes too are rules/delivery.ts.

/** The one line of the answer: "Delivery by Thu, 4 Dec · Cash on Delivery available". */
export function deliveryHeadline(view: DeliveryView): string {
  const cod = view.cod.available ? 'Cash on Delivery available' : 'Cash on Delivery not available';
  return view.date ? `Delivery by ${view.date} · ${cod}` : `Delivery available · ${cod}`;
}

/** Why cash on delivery is not offered, in the server's words, or '' when it is. */
export const codRefusalText = (view: DeliveryView): string =>
  view.cod.available ? '' : codUnavailableText(view.cod.reason, view.pincode, view.cod.maxOrderValue);

/** Before a whole pincode: what the field is for, in the space the answer will take. */
export const PINCODE_HINT = 'Enter your pincode for the delivery date and Cash on Delivery.';
