import fc from 'fast-check';
// The contract's pattern as a value: the app may import it only as a type, a test may read it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { PINCODE_PATTERN } from '../../../server/src/contracts';
import { formatPincode, isPincode, isPincodeMalformed, pincodeDigits, pincodeProblem } from './pincode';

const contract = new RegExp(PINCODE_PATTERN);

describe('the pincode shape', () => {
  it('takes six digits, the first not 0, with spaces as people write them', () => {
    expect(isPincode('560025')).toBe(true);
    expect(isPincode('560 025')).toBe(true);
    expect(isPincode(' 560025 ')).toBe(true);
    expect(isPincode('060025')).toBe(false);
    expect(isPincode('56002')).toBe(false);
    expect(isPincode('5600251')).toBe(false);
    expect(isPincode('56o025')).toBe(false);
    expect(isPincode('')).toBe(false);
  });

  it('agrees with the contract’s PINCODE_PATTERN on any text without spaces', () => {
    const digitsish = fc.stringMatching(/^[0-9]{0,8}$/);
    fc.assert(fc.property(fc.oneof(fc.string(), digitsish), (text) => isPincode(text) === contract.test(text.replace(/\s+/g, ''))));
    fc.assert(fc.property(digitsish, (text) => isPincode(text) === contract.test(text)));
  });

  it('calls a pincode still being typed not wrong yet, and a wrong one wrong', () => {
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
        pincodeDigits(text);
        formatPincode(typeof value === 'string' ? value : '');
        return typeof value !== 'string' || !(isPincode(value) && isPincodeMalformed(value));
      }),
    );
  });

  it('writes a pincode as it is read out', () => {
    expect(formatPincode('799001')).toBe('799 001');
    expect(formatPincode('799 001')).toBe('799 001');
    expect(formatPincode('7990')).toBe('7990');
  });
});
