import { readTokenCookie, TOKEN_COOKIE, writeTokenCookie } from './tokenCookie';

describe('the token cookie', () => {
  it('reads a damaged value as no token rather than throwing (this runs before the first render)', () => {
    document.cookie = `${TOKEN_COOKIE}=tok%E0%A4%A; Path=/`;
    expect(readTokenCookie()).toBeNull();
    writeTokenCookie('tok 1/+');
    expect(readTokenCookie()).toBe('tok 1/+');
  });
});
