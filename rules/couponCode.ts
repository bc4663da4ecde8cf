/**
 * What a coupon code is: 3 to 20 letters, digits, '-' or '_', read in capitals, as shops print
 * them and shoppers type or paste them. Alone in its file: the cart, in the app's first chunk,
 * keeps one and needs only this.
 */
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
/** The same as text, as a JSON Schema's `pattern` takes it. */
export const COUPON_CODE_PATTERN = COUPON_CODE.source;

/** A typed or linked code as the shop keeps it (spaces out, capitals), or '' when it cannot be one. */
export function tidyCouponCode(typed: string): string {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  return COUPON_CODE.test(code) ? code : '';
}
