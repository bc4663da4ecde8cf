import { PINCODE } from '@rules/pincode';
import { pincodeDigits } from '@rules/delivery';

export const PINCODE_SHAPE_MESSAGE = 'Enter a valid 6-digit pincode';
/** India Post numbers its zones 1–9: a pincode that starts with 0 cannot exist, however it goes on. */
export const NO_SUCH_PINCODE = 'No such pincode';
export const missingDigitsText = (missing: number) => `${missing} ${missing === 1 ? 'digit' : 'digits'} missing: a pincode has 6`;

/**
 * What is wrong with a pincode as typed, or null. Something not a digit, too many digits or a
 * leading 0 is wrong at once; too few digits only once the shopper is `finished` (has left the
 * field or pressed Enter): a pincode still being typed is not wrong yet.
 */
export function pincodeProblem(text: string, finished: boolean): string | null {
  const digits = pincodeDigits(text);
  if (digits === '') return null;
  if (!/^\d+$/.test(digits) || digits.length > 6) return PINCODE_SHAPE_MESSAGE;
  if (digits.startsWith('0')) return NO_SUCH_PINCODE;
  if (digits.length < 6) return finished ? missingDigitsText(6 - digits.length) : null;
  return PINCODE.test(digits) ? null : PINCODE_SHAPE_MESSAGE;
}

/** Whether to tell the shopper the pincode is wrong already, while it is still being typed. */
export function isPincodeMalformed(text: string): boolean {
  return pincodeProblem(text, false) !== null;
}
