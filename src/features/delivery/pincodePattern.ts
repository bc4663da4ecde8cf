/**
 * Six digits, the first not 0: the contract's PINCODE_PATTERN, which the app may import only as a
 * type (pincode.test.ts checks the two agree). Alone in its file: the cart (in the first chunk)
 * needs only this of the delivery check.
 */
export const PINCODE = /^[1-9][0-9]{5}$/;
