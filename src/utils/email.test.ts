import fc from 'fast-check';
import { isValidEmail } from './email';

// Text with neither white space nor `@`: what each of the rule's three parts is made of.
const part = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/[\s@]/.test(text));

describe('isValidEmail', () => {
  it.each(['shopper@example.com', 'a.b+c@mail.co.in', 'x@y.z'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['shopper@example', 'shopper@', '@example.com', 'shop per@example.com', 'a@b@c.in', 'a@.', '', ' a@b.in'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('accepts every local@domain.tld made of non-space, non-@ text', () => {
    fc.assert(fc.property(part, part, part, (local, domain, tld) => isValidEmail(`${local}@${domain}.${tld}`)));
  });

  it('refuses anything without a dot after the @', () => {
    fc.assert(fc.property(part, part, (local, domain) => isValidEmail(`${local}@${domain.replace(/\./g, '')}`) === false));
  });

  it('refuses anything holding white space or no @', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(' ', '\t', '\n'),
        fc.string(),
        (before, space, after) => isValidEmail(`${before}${space}${after}`) === false,
      ),
    );
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('@')),
        (text) => isValidEmail(text) === false,
      ),
    );
  });
});
