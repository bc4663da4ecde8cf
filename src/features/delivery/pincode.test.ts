import fc from 'fast-check';
import { isPincode, pincodeDigits } from '@rules/delivery';
import { isPincodeMalformed, pincodeProblem } from './pincode';

describe('a pincode being typed', () => {
  it('is not wrong yet while it is being typed, and a wrong one is wrong', () => {
    expect(isPincodeMalformed('')).toBe(false);
    expect(isPincodeMalformed('560')).toBe(false);
    expect(isPincodeMalformed('56A')).toBe(true);
    expect(isPincodeMalformed('012345')).toBe(true);
    expect(isPincodeMalformed('5600251')).toBe(true);
    expect(isPincodeMalformed('560 001')).toBe(false);
  });

  it('says what is wrong: the shape at once, a leading 0 at once, missing digits once finished', () => {
    expect(pincodeProblem('000000', false)).toBe('No such pincode');
    expect(pincodeProblem('0', false)).toBe('No such pincode');
    expect(pincodeProblem('56A', false)).toBe('Enter a valid 6-digit pincode');
    expect(pincodeProblem('5600251', false)).toBe('Enter a valid 6-digit pincode');
    expect(pincodeProblem('56002', false)).toBeNull();
    expect(pincodeProblem('56002', true)).toBe('1 digit missing: a pincode has 6');
    expect(pincodeProblem('5 6', true)).toBe('4 digits missing: a pincode has 6');
    expect(pincodeProblem('', true)).toBeNull();
    expect(pincodeProblem('560 001', true)).toBeNull();
  });

  it('finds nothing wrong exactly with a pincode, once finished', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9 ]{0,8}$/)), (text) => {
        const problem = pincodeProblem(text, true);
        return pincodeDigits(text) === '' ? problem === null : (problem === null) === isPincode(text);
      }),
    );
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
