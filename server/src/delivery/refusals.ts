import type { Queryable } from '../platform/db/client';
import { findPincode, isPincode } from '../repositories/pincodes';
import { codFor, rupees, type DeliveryRules } from './rules';
import { notServed } from './service';

/** An order's postal code as a pincode: "411 001" is 411001. */
export const pincodeOf = (postalCode: string) => postalCode.replace(/\s+/g, '');

/**
 * Why an order's shipping pincode refuses cash on delivery for `amount` rupees, in one sentence;
 * null when it takes it. The same rules as the delivery check (rules.ts codFor), so a shopper the
 * app offered cash on delivery never meets this refusal.
 */
export async function codRefusal(db: Queryable, rules: DeliveryRules, postalCode: string, amount: number): Promise<string | null> {
  const pincode = pincodeOf(postalCode);
  if (!isPincode(pincode)) return 'Cash on Delivery needs a 6-digit pincode in the shipping address';
  const place = await findPincode(db, pincode);
  if (!place) return `Cash on Delivery is not available for pincode ${pincode}`;
  const cod = codFor(place, amount, rules.cod);
  if (cod.available) return null;
  return cod.reason === 'order_value' && cod.maxOrderValue !== null
    ? `Cash on Delivery is not available for orders above ${rupees(cod.maxOrderValue)}`
    : `Cash on Delivery is not available for pincode ${pincode}`;
}

/**
 * Why an order cannot go to this postal code: a well-formed pincode India Post does not know. A
 * postal code of another shape is still taken, as before the delivery check (docs/behaviour.md).
 */
export async function orderRefusal(db: Queryable, postalCode: string): Promise<string | null> {
  const pincode = pincodeOf(postalCode);
  if (!isPincode(pincode)) return null;
  return (await findPincode(db, pincode)) ? null : notServed(pincode);
}
