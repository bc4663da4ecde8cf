import { FailureThrottle } from '../src/platform/limits/failureThrottle';
import { LOGIN_THROTTLE } from '../src/modules/accounts/loginThrottle';
import { makeApp, signUp, useTestApp } from './helpers';

// CI: both databases (the sign-in throttle is counted in-process on PGlite, in tables on PostgreSQL).

const t = useTestApp();

const ATTACKER = '203.0.113.7';
const signIn = (email: string, password: string, opts: { ip?: string; cookie?: string } = {}, on = t.app) =>
  on.inject({
    method: 'POST',
    url: '/api/v1/users/authorize',
    remoteAddress: opts.ip ?? ATTACKER,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: { email, password },
  });
const deviceCookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;

describe('sign-in throttling', () => {
  it('slows down guessing per account and client, without locking the shopper out of their own browser', async () => {
    const shopper = await signUp(t.app);
    // The shopper signed in on their phone before; the attacker shares their network address.
    const phone = deviceCookieOf(await signIn(shopper.email, shopper.password));
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await signIn(shopper.email, 'guess-' + i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await signIn(shopper.email, shopper.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    expect((await signIn(shopper.email, shopper.password, { cookie: phone })).statusCode).toBe(200);
    expect((await signIn(shopper.email, shopper.password, { ip: '198.51.100.20' })).statusCode).toBe(200);
    // Other accounts from the attacker's address are untouched by failures on this one.
    const other = await signUp(t.app);
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
  });

  it('binds the device cookie to its account and refuses a tampered one', async () => {
    const shopper = await signUp(t.app);
    const other = await signUp(t.app);
    const ok = await signIn(shopper.email, shopper.password);
    expect(ok.headers['set-cookie']).toMatch(
      /^login_device=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api\/v1\/users\/authorize; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const cookie = deviceCookieOf(ok);
    const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (let i = 0; i < 6; i++) await signIn(other.email, 'wrong');
    for (const wrongCookie of [cookie, tampered]) {
      expect((await signIn(other.email, other.password, { cookie: wrongCookie })).statusCode).toBe(429);
    }
    for (let i = 0; i < 6; i++) await signIn(shopper.email, 'wrong');
    expect((await signIn(shopper.email, shopper.password, { cookie: tampered })).statusCode).toBe(429);
    expect((await signIn(shopper.email, shopper.password, { cookie })).statusCode).toBe(200);
  });

  it("throttles a known browser's own failures too, per device", async () => {
    const shopper = await signUp(t.app);
    const cookie = deviceCookieOf(await signIn(shopper.email, shopper.password));
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn(shopper.email, 'typo', { cookie })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // Signing in on another browser still works, as does this one once the wait is over (see FailureThrottle).
    expect((await signIn(shopper.email, shopper.password, { ip: '198.51.100.20' })).statusCode).toBe(200);
  });

  it('lets no more guesses sent all at once reach the password check than five sent one by one', async () => {
    const shopper = await signUp(t.app);
    const codes = (await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(shopper.email, `burst-${i}`)))).map((r) => r.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    // The burst ended in the wait five failures earn, not a longer one: the refused guesses were not counted.
    const refused = await signIn(shopper.email, shopper.password);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_THROTTLE.firstWaitMs / 1000);
  });

  it('keeps the per-client request budget, except for a browser that signed in to that account before', async () => {
    const limited = await makeApp(t.db, { RATE_LIMIT_MAX: '3' });
    try {
      const shopper = await signUp(limited);
      const cookie = deviceCookieOf(await signIn(shopper.email, shopper.password, {}, limited));
      for (let i = 0; i < 3; i++) await signIn(`nobody${i}@example.com`, 'x', {}, limited);
      expect((await signIn('someone@example.com', 'x', {}, limited)).statusCode).toBe(429);
      expect((await signIn(shopper.email, shopper.password, { cookie }, limited)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('FailureThrottle', () => {
  const make = (overrides = {}) => {
    let now = 1_000_000;
    const throttle = new FailureThrottle({ ...LOGIN_THROTTLE, ...overrides }, () => now);
    return { throttle, advance: (ms: number) => (now += ms) };
  };

  it('makes a key wait after five failures in a row, doubling the wait with each further one, up to the cap', () => {
    const { throttle, advance } = make({ firstWaitMs: 1000, maxWaitMs: 5000 });
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      throttle.failure('k');
      waits.push(throttle.waitMs('k'));
      advance(throttle.waitMs('k'));
    }
    expect(waits).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 5000, 5000]);
  });

  it('forgets a key on success, or after a long quiet spell, and keeps keys apart', () => {
    const { throttle, advance } = make();
    for (let i = 0; i < 5; i++) throttle.failure('a');
    for (let i = 0; i < 5; i++) throttle.failure('b');
    expect(throttle.waitMs('a')).toBe(LOGIN_THROTTLE.firstWaitMs);
    throttle.success('a');
    expect(throttle.waitMs('a')).toBe(0);
    expect(throttle.waitMs('b')).toBe(LOGIN_THROTTLE.firstWaitMs);
    advance(LOGIN_THROTTLE.forgetAfterMs + 1);
    throttle.failure('b');
    expect(throttle.waitMs('b')).toBe(0);
  });

  it('counts an attempt as a failure before it is checked, and a refused attempt not at all', () => {
    const { throttle, advance } = make({ firstWaitMs: 1000 });
    const waits = Array.from({ length: 7 }, () => throttle.attempt('k'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 1000]);
    advance(1000);
    expect(throttle.attempt('k')).toBe(0);
    expect(throttle.waitMs('k')).toBe(2000);
    throttle.success('k');
    expect(throttle.attempt('k')).toBe(0);
  });

  it('holds at most maxKeys keys, dropping the least recently failed', () => {
    const { throttle } = make({ maxKeys: 3, failuresBeforeWait: 1 });
    for (const k of ['a', 'b', 'c', 'a', 'd']) throttle.failure(k);
    expect(['a', 'b', 'c', 'd'].map((k) => throttle.waitMs(k) > 0)).toEqual([true, false, true, true]);
  });
});
