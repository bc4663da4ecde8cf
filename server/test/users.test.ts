import { createToken } from '../src/modules/accounts/token';
import { makeApp, useTestApp } from './helpers';

const t = useTestApp();

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/users/register', payload });
const authorize = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/users/authorize', payload });
const NEW_USER = { email: '  Ravi.Kumar@Example.COM ', password: 'secret123', firstName: ' Ravi ', lastName: 'Kumar' };

describe('register, authorize, accountInfo', () => {
  it('registers with a normalised e-mail and signs in with a working token', async () => {
    const reg = await register(NEW_USER);
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({
      data: { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi.kumar@example.com', createdAt: expect.any(String) },
    });
    const auth = await authorize({ email: 'RAVI.KUMAR@example.com', password: 'secret123' });
    expect(auth.statusCode).toBe(200);
    const { token } = auth.json();
    expect(token.split('.')).toHaveLength(3);
    const me = await t.app.inject({ url: '/api/v1/accountInfo', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(reg.json());
  });

  it('refuses a duplicate e-mail with 409', async () => {
    await register(NEW_USER);
    const again = await register({ ...NEW_USER, email: 'ravi.kumar@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it.each([
    [{ ...NEW_USER, email: 'not-an-email' }, /valid email/],
    [{ ...NEW_USER, password: '12345' }, /password must be at least 6/],
    [{ ...NEW_USER, firstName: ' A ' }, /First name must be at least 2/],
    [{ ...NEW_USER, lastName: 'K' }, /lastName must be at least 2/],
    [{ email: 'a@b.co', password: 'secret123' }, /firstName is required/],
  ])('answers 400 with a readable message (case %#)', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('gives the same 401 for a wrong e-mail and a wrong password', async () => {
    await register(NEW_USER);
    const wrongPassword = await authorize({ email: 'ravi.kumar@example.com', password: 'nope-nope' });
    const wrongEmail = await authorize({ email: 'nobody@example.com', password: 'secret123' });
    for (const res of [wrongPassword, wrongEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password' });
    }
  });

  it('answers 401 without, with a malformed, a forged or an expired token, and ignores cookies', async () => {
    await register(NEW_USER);
    const { token } = (await authorize({ email: 'ravi.kumar@example.com', password: 'secret123' })).json();
    const [h, p] = token.split('.');
    const expired = createToken({ id: '00000000-0000-4000-8000-000000000000', email: 'x@y.z' }, 'whatever', 0);
    for (const headers of [
      {},
      { authorization: 'Bearer abc' },
      { authorization: `Bearer ${h}.${p}.forged` },
      { authorization: `Bearer ${expired}` },
      { cookie: `token=${token}` },
    ]) {
      const res = await t.app.inject({ url: '/api/v1/accountInfo', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('HTTP behaviour', () => {
  it('answers unknown routes with a JSON 404', async () => {
    for (const url of ['/api/v1/nope', '/nope', '/nope.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers 413 for an oversized body and 400 for malformed JSON', async () => {
    const big = await register({ ...NEW_USER, firstName: 'x'.repeat(200 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: expect.any(String) });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/authorize',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
  });

  it('sends security headers, and HSTS only over https', async () => {
    const res = await t.app.inject({ url: '/api/v1/storeInfo' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': expect.any(String),
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a CORS preflight from an allowed origin with credentials, and not for others', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/orders',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,idempotency-key',
        },
      });
    const ok = await preflight('http://localhost:3000');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    for (const header of ['authorization', 'content-type', 'idempotency-key']) {
      expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain(header);
    }
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits sign-in, registration and order tracking per client with 429', async () => {
    const limited = await makeApp(t.db, { RATE_LIMIT_MAX: '3' });
    try {
      for (const [method, url] of [
        ['POST', '/api/v1/users/authorize'],
        ['POST', '/api/v1/users/register'],
        ['GET', '/api/v1/orders/1001?contactInfo=a@b.co'],
      ] as const) {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) {
          const res = await limited.inject({ method, url, payload: method === 'POST' ? { email: 'a@b.co', password: 'x' } : undefined });
          codes.push(res.statusCode);
          if (i === 3) expect(res.json()).toEqual({ error: 'Too many requests. Please try again later.' });
        }
        expect(codes.slice(0, 3)).not.toContain(429);
        expect(codes[3]).toBe(429);
      }
      // Another client address has its own budget.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/v1/users/authorize',
        remoteAddress: '10.0.0.9',
        payload: { email: 'a@b.co', password: 'x' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
