/**
 * A pincode as people write it ("560 025"), and what the shop says about one, in the reference
 * server's answers and refusals and on the app's screens alike. Its shape is pincode.ts.
 */
import { formatInr } from './money';
import { PINCODE } from './pincode';

/** A pincode as typed, its spaces taken out ("560 025" is 560025). */
export const pincodeDigits = (text: string): string => (typeof text === 'string' ? text.replace(/\s+/g, '') : '');

/** Whether the text, spaces aside, is a pincode by shape (India Post may still not know it). */
export const isPincode = (text: string): boolean => PINCODE.test(pincodeDigits(text));

/** '799001' → '799 001', as pincodes are read out and printed. */
export function formatPincode(pincode: string): string {
  const digits = pincodeDigits(pincode);
  return digits.length === 6 ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}

/** The check's 400 for a path that is no pincode. */
export const MALFORMED_PINCODE = 'Pincode must be 6 digits and not start with 0';
/** The check's 400 for an `orderValue` that is no amount. */
export const MALFORMED_ORDER_VALUE = 'orderValue must be an amount in rupees, 0 or more';

/** A well-formed pincode the shop does not deliver to: the check's 404, an order's refusal, the app's line. */
export const notServedText = (pincode: string) => `We don't deliver to ${formatPincode(pincode)} yet`;

/** A cash-on-delivery payment to a shipping address whose postal code is no pincode. */
export const COD_NEEDS_PINCODE = 'Cash on Delivery needs a 6-digit pincode in the shipping address';

/** Why cash on delivery is not taken: the answer's `cod.reason` ('area', 'order_value'), or none given. */
export type CodRefusalReason = 'area' | 'order_value' | null | undefined;

/**
 * Why cash on delivery is not taken for `pincode`, in one sentence: an order above the ceiling
 * names the ceiling; an area, or a pincode India Post does not know, names the pincode.
 */
export function codUnavailableText(reason: CodRefusalReason, pincode: string, maxOrderValue: number | null): string {
  if (reason === 'order_value') {
    return maxOrderValue !== null
      ? `Cash on Delivery is not available for orders above ${formatInr(maxOrderValue)}`
      : 'Cash on Delivery is not available for an order of this value';
  }
  return `Cash on Delivery is not available for pincode ${pincodeDigits(pincode)}`;
}
