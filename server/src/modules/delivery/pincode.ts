import { PINCODE_PATTERN } from './contract';

const WELL_FORMED = new RegExp(PINCODE_PATTERN);

/** Whether the text is a pincode's shape: six digits, the first not 0. */
export const isPincode = (text: string) => WELL_FORMED.test(text);

/** An order's postal code as a pincode: "411 001" is 411001. */
export const pincodeOf = (postalCode: string) => postalCode.replace(/\s+/g, '');
