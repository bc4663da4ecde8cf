import fc from 'fast-check';
import { payloadLike } from '@/test/arbitraries';
import { normalizeEmail, readToken, toAccountInfo } from './normalizers';

const account = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', createdAt: '2026-01-05T00:00:00.000Z' };

describe('toAccountInfo', () => {
  it('reads from data when present, else from the whole body', () => {
    expect(toAccountInfo({ data: account })).toEqual(account);
    expect(toAccountInfo(account)).toEqual(account);
  });

  it('never throws, whatever the server sends', () => {
    fc.assert(
      fc.property(payloadLike(['data', 'firstName', 'email', 'createdAt']), (payload) => typeof toAccountInfo(payload).email === 'string'),
    );
  });
});

describe('readToken', () => {
  it('reads a token and rejects an answer without one', () => {
    expect(readToken({ token: 'abc' })).toBe('abc');
    expect(readToken({ token: '' })).toBeNull();
    expect(readToken({})).toBeNull();
    expect(readToken('abc')).toBeNull();
  });

  it('rejects a token that could not be written to the cookie', () => {
    expect(readToken({ token: 'tok\ud800' })).toBeNull();
  });
});

describe('e-mail handling of the shared auth logic', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Asha@Example.IN ')).toBe('asha@example.in');
  });
});
