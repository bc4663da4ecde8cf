import fc from 'fast-check';
import { indianMobileDigits, readIndianMobile } from './phone';

const mobile = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.array(fc.constantFrom(...'0123456789'), { minLength: 9, maxLength: 9 }))
  .map(([first, rest]) => first + rest.join(''));

/** The same ten digits written as shoppers write them: a prefix, and spaces or hyphens anywhere. */
const written = fc
  .tuple(
    mobile,
    fc.constantFrom('', '+91', '91', '0', '+91 ', '0 '),
    fc.array(fc.constantFrom(' ', '-', '  '), { maxLength: 10 }),
    fc.nat(),
  )
  .map(([digits, prefix, separators, seed]) => {
    const chars = [...digits];
    separators.forEach((separator, index) => chars.splice(((seed + index * 7) % chars.length) + 1, 0, separator));
    return { digits, text: `${prefix}${chars.join('')}` };
  });

describe('reading an Indian mobile number', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    ['6000000000', '6000000000'],
  ])('reads %j as %s', (text, digits) => {
    expect(readIndianMobile(text)).toEqual({ ok: true, digits });
  });

  it.each([
    ['98abc45xyz', 'characters'],
    ['(98765) 43210', 'characters'],
    ['+1 98765 43210', 'characters'],
    ['98765.43210', 'characters'],
    ['', 'characters'],
    ['12345', 'length'],
    ['98765 432100', 'length'],
    ['+91 98765 4321', 'length'],
    ['5876543210', 'start'],
    ['+91 08765 43210', 'start'],
    ['0000000000', 'start'],
  ])('refuses %j (%s)', (text, why) => {
    expect(readIndianMobile(text)).toEqual({ ok: false, why });
  });

  it('reads any mobile number however it is written', () => {
    fc.assert(fc.property(written, ({ digits, text }) => indianMobileDigits(text) === digits));
  });

  it('never reads a number out of text holding a letter', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'abcxyzABCXYZ'), fc.nat(), (text, letter, at) => {
        const position = text.length === 0 ? 0 : at % (text.length + 1);
        return indianMobileDigits(text.slice(0, position) + letter + text.slice(position)) === '';
      }),
    );
  });

  it('gives ten digits starting 6-9 or nothing, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => /^(?:[6-9]\d{9})?$/.test(indianMobileDigits(text))));
  });
});
