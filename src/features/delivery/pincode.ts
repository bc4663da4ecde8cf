import { PINCODE } from '@rules/pincode';
import { pincodeDigits } from '@rules/delivery';

export const PINCODE_SHAPE_MESSAGE = 'Enter a valid 6-digit pincode';

/**
 * Whether to tell the shopper the shape is wrong already: something not a digit, too many digits,
 * or six that cannot be a pincode. A pincode still being typed is not wrong yet.
 */
export function isPincodeMalformed(text: string): boolean {
  const digits = pincodeDigits(text);
  if (digits === '') return false;
  if (!/^\d+$/.test(digits) || digits.length > 6) return true;
  return digits.length === 6 && !PINCODE.test(digits);
}
