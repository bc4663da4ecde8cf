import fc from 'fast-check';
import { codUnavailableText, formatPincode, isPincode, MALFORMED_PINCODE, notServedText, pincodeDigits } from './delivery';
import { PINCODE, PINCODE_PATTERN } from './pincode';

describe('the pincode shape', () => {
  it('takes six digits, the first not 0, with spaces as people write them', () => {
    for (const text of ['560025', '560 025', ' 560025 ', '1 1 0 0 0 1']) expect(isPincode(text)).toBe(true);
    for (const text of ['060025', '56002', '5600251', '56o025', '', '５６００２５']) expect(isPincode(text)).toBe(false);
  });

  it('is the pattern, spaces aside, on any text', () => {
    const digitsish = fc.stringMatching(/^[0-9 ]{0,8}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), digitsish), (text) => {
        expect(isPincode(text)).toBe(new RegExp(PINCODE_PATTERN).test(text.replace(/\s+/g, '')));
        expect(PINCODE.test(pincodeDigits(text))).toBe(isPincode(text));
      }),
    );
  });

  it('never throws on what is not text', () => {
    fc.assert(fc.property(fc.anything(), (value) => expect(typeof pincodeDigits(value as string)).toBe('string')));
  });

  it('writes a pincode as it is read out', () => {
    expect(formatPincode('799001')).toBe('799 001');
    expect(formatPincode('799 001')).toBe('799 001');
    expect(formatPincode('7990')).toBe('7990');
  });
});

describe('what the shop says', () => {
  it('names a pincode it does not deliver to as it is read out', () => {
    expect(notServedText('999999')).toBe("We don't deliver to 999 999 yet");
    expect(MALFORMED_PINCODE).toBe('Pincode must be 6 digits and not start with 0');
  });

  it('says why cash on delivery is not taken: the ceiling, else the pincode', () => {
    expect(codUnavailableText('order_value', '560001', 25_000)).toBe('Cash on Delivery is not available for orders above ₹25,000');
    expect(codUnavailableText('area', '744 101', 25_000)).toBe('Cash on Delivery is not available for pincode 744101');
    expect(codUnavailableText(null, '744101', null)).toBe('Cash on Delivery is not available for pincode 744101');
    expect(codUnavailableText('order_value', '560001', null)).toBe('Cash on Delivery is not available for an order of this value');
  });
});
