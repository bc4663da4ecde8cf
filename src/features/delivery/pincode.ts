import { PINCODE } from './pincodePattern';

export { PINCODE };

export const PINCODE_SHAPE_MESSAGE = 'Enter a valid 6-digit pincode';

/** What a shopper typed with its spaces taken out ("560 025" is how pincodes are often written). */
export function pincodeDigits(text: string): string {
  return typeof text === 'string' ? text.replace(/\s+/g, '') : '';
}

/** Whether the text, spaces aside, is a pincode by shape (India Post may still not know it). */
export function isPincode(text: string): boolean {
  return PINCODE.test(pincodeDigits(text));
}

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

/** '799001' → '799 001', as pincodes are read out and printed. */
export function formatPincode(pincode: string): string {
  const digits = pincodeDigits(pincode);
  return digits.length === 6 ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}
