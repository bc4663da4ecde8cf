import { REDACTED, sanitizeForDevtools } from './devtoolsSanitizer';

describe('sanitizeForDevtools', () => {
  it('redacts the token, passwords and the shopper’s personal data at any depth', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: { email: 'a@b.in', password: 'secret1', confirmPassword: 'secret1' },
          shippingAddress: { fullName: 'Asha', phone: '+91', address: 'x', postalCode: '1' },
        },
      },
      payload: { token: 'abc', contactInfo: 'a@b.in', items: [{ email: 'c@d.in', name: 'Mat' }] },
    };
    const clean = sanitizeForDevtools(action);
    expect(clean.meta.arg.originalArgs).toEqual({ email: REDACTED, password: REDACTED, confirmPassword: REDACTED });
    expect(clean.meta.arg.shippingAddress).toBe(REDACTED);
    expect(clean.payload).toEqual({ token: REDACTED, contactInfo: REDACTED, items: [{ email: REDACTED, name: 'Mat' }] });
    expect(JSON.stringify(clean)).not.toMatch(/secret1|abc|a@b\.in|\+91/);
  });

  it('leaves the shop’s published contact details and everything else alone', () => {
    const state = { storeInfo: { companyEmail: 'care@shop.in', companyPhone: '+91 1' }, cart: { lines: [{ id: 'p' }] } };
    expect(sanitizeForDevtools(state)).toEqual(state);
  });

  it('does not change what it is given', () => {
    const state = { auth: { email: 'a@b.in' } };
    sanitizeForDevtools(state);
    expect(state.auth.email).toBe('a@b.in');
  });
});
