import fc from 'fast-check';
import { COUPON_CODE, tidyCouponCode } from './couponCode';

describe('coupon codes', () => {
  it('reads what a shopper types or pastes as the shop prints it', () => {
    expect(tidyCouponCode(' run10 ')).toBe('RUN10');
    expect(tidyCouponCode('SAVE 200')).toBe('SAVE200');
    expect(tidyCouponCode('first-15')).toBe('FIRST-15');
  });

  it('refuses what cannot be a code', () => {
    for (const typed of ['', 'AB', '-RUN10', 'RUN10!', 'X'.repeat(21), 'रन10']) expect(tidyCouponCode(typed)).toBe('');
  });

  it('gives a code or nothing, whatever is typed, and a tidy code stays as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const code = tidyCouponCode(typed);
        return code === '' || (COUPON_CODE.test(code) && tidyCouponCode(code) === code);
      }),
    );
  });
});
