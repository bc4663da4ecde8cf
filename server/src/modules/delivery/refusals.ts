import type { Queryable } from '../../platform/db/client';
import { codUnavailableText, COD_NEEDS_PINCODE, notServedText, pincodeDigits } from '../../../../rules/delivery';
import { PINCODE } from '../../../../rules/pincode';
import { findPincode } from './repository';
import { codFor, type DeliveryRules } from './rules';

/**
 * Why an order's shipping pincode refuses cash on delivery for `amount` rupees, in one sentence;
 * null when it takes it. The same rules as the delivery check (rules.ts codFor), so a shopper the
 * app offered cash on delivery never meets this refusal.
 */
export async function codRefusal(db: Queryable, rules: DeliveryRules, postalCode: string, amount: number): Promise<string | null> {
  const pincode = pincodeDigits(postalCode);
  if (!PINCODE.test(pincode)) return COD_NEEDS_PINCODE;
  const place = await findPincode(db, pincode);
  if (!place) return codUnavailableText(null, pincode, null);
  const cod = codFor(place, amount, rules.cod);
  return cod.available ? null : codUnavailableText(cod.reason, pincode, cod.maxOrderValue);
}

/**
 * Why an order cannot go to this postal code: a well-formed pincode India Post does not know. A
 * postal code of another shape is still taken, as before the delivery check (docs/behaviour.md).
 */
export async function orderRefusal(db: Queryable, postalCode: string): Promise<string | null> {
  const pincode = pincodeDigits(postalCode);
  if (!PINCODE.test(pincode)) return null;
  return (await findPincode(db, pincode)) ? null : notServedText(pincode);
}
