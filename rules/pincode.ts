/**
 * What a pincode is: six digits, the first not 0, as India Post numbers them. Alone in its file:
 * the cart, in the app's first chunk, needs only this; reading and writing one, and what the shop
 * says about one, are delivery.ts.
 */
export const PINCODE = /^[1-9][0-9]{5}$/;
/** The same as text, as a JSON Schema's `pattern` takes it. */
export const PINCODE_PATTERN = PINCODE.source;
