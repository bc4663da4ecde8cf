import fc from 'fast-check';
import { isPincode } from '@rules/delivery';
import { isPincodeMalformed } from './pincode';

describe('a pincode being typed', () => {
  it('is not wrong yet while it is being typed, and a wrong one is wrong', () => {
    expect(isPincodeMalformed('')).toBe(false);
    expect(isPincodeMalformed('560')).toBe(false);
    expect(isPincodeMalformed('56A')).toBe(true);
    expect(isPincodeMalformed('012345')).toBe(true);
    expect(isPincodeMalformed('5600251')).toBe(true);
    expect(isPincodeMalformed('560 001')).toBe(false);
  });

  it('never throws, and a pincode is never malformed', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const text = value as string;
        isPincodeMalformed(text);
        return typeof value !== 'string' || !(isPincode(value) && isPincodeMalformed(value));
      }),
    );
  });
});
