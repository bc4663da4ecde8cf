import type { FastifyInstance } from 'fastify';
import { makeApp, signUp, useTestApp } from './helpers';

/**
 * Two apps on one database, as two instances behind a balancer are: the sign-in throttle and the
 * request budget count once for both (platform/limits: perClient.ts, failureThrottle.ts). Only PostgreSQL is shared between
 * processes; PGlite serves one, so these run where DATABASE_URL is set (CI's PostgreSQL step).
 */
const onPostgres = !!process.env.DATABASE_URL;
const describeShared = onPostgres ? describe : describe.skip;
if (!onPostgres) {
  describe('shared limits', () => {
    it.skip('need PostgreSQL (DATABASE_URL): PGlite counts in its one process', () => undefined);
  });
}

const t = useTestApp();
const signIn = (on: FastifyInstance, email: string, password: string, ip = '203.0.113.9') =>
  on.inject({ method: 'POST', url: '/api/v1/users/authorize', remoteAddress: ip, payload: { email, password } });

describeShared('limits shared by instances on one PostgreSQL', () => {
  let second: FastifyInstance;
  // A small budget, on two more instances: the throttle's tests above stay within the default one.
  let budgetA: FastifyInstance;
  let budgetB: FastifyInstance;
  beforeAll(async () => {
    second = await makeApp(t.db);
    budgetA = await makeApp(t.db, { RATE_LIMIT_MAX: '4' });
    budgetB = await makeApp(t.db, { RATE_LIMIT_MAX: '4' });
  });
  afterAll(() => Promise.all([second, budgetA, budgetB].map((app) => app?.close())));
  beforeEach(() => t.db.exec('TRUNCATE rate_limit_hits, login_failures'));

  it('throttles the sixth wrong password when the guesses alternate between two instances', async () => {
    const shopper = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn(i % 2 ? second : t.app, shopper.email, `guess-${i}`, '198.51.100.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signIn(t.app, shopper.email, shopper.password, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    // Another client address is counted apart, on either instance.
    expect((await signIn(second, shopper.email, shopper.password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('lets five of twelve guesses sent at once to two instances reach the password check', async () => {
    const shopper = await signUp(t.app);
    const burst = Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? second : t.app, shopper.email, `burst-${i}`, '198.51.100.4'));
    const codes = (await Promise.all(burst)).map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });

  it('forgets the failures on a success, on every instance', async () => {
    const shopper = await signUp(t.app);
    for (let i = 0; i < 4; i++) expect((await signIn(second, shopper.email, 'wrong', '198.51.100.3')).statusCode).toBe(401);
    expect((await signIn(t.app, shopper.email, shopper.password, '198.51.100.3')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(second, shopper.email, 'wrong', '198.51.100.3')).statusCode).toBe(401);
  });

  it('spends one request budget per client across instances, per route', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await signIn(i % 2 ? budgetB : budgetA, `nobody${i}@example.com`, 'x', '192.0.2.50')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await signIn(budgetB, 'nobody@example.com', 'x', '192.0.2.50');
    expect(refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another route's budget and another client's are untouched.
    const register = await budgetB.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      remoteAddress: '192.0.2.50',
      payload: { email: `fresh-${Date.now()}@example.com`, password: 'secret123', firstName: 'Asha', lastName: 'Verma' },
    });
    expect(register.statusCode).toBe(201);
    expect((await signIn(budgetA, 'nobody@example.com', 'x', '192.0.2.51')).statusCode).toBe(401);
  });

  it('counts hits arriving at once on both instances exactly', async () => {
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(i % 2 ? budgetB : budgetA, `burst${i}@example.com`, 'x', '192.0.2.60')),
    );
    const codes = all.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it('starts afresh after an hour without failures, as one process does', async () => {
    const shopper = await signUp(t.app);
    for (let i = 0; i < 5; i++) await signIn(i % 2 ? second : t.app, shopper.email, 'wrong', '198.51.100.4');
    expect((await signIn(second, shopper.email, shopper.password, '198.51.100.4')).statusCode).toBe(429);
    await t.db.exec(`UPDATE login_failures SET last_failure = now() - interval '61 minutes'`);
    // The wait is over and forgotten: one more failure is the first of a new series.
    expect((await signIn(t.app, shopper.email, 'wrong', '198.51.100.4')).statusCode).toBe(401);
    const { rows } = await t.db.query<{ failures: number }>('SELECT failures FROM login_failures');
    expect(rows.map((r) => r.failures)).toEqual([1]);
  });

  it('deletes expired rows, at most once a minute per instance', async () => {
    await t.db.exec(`INSERT INTO rate_limit_hits (key, window_start, count, expires_at)
      VALUES ('old', now() - interval '2 minutes', 3, now() - interval '1 minute')`);
    await t.db.exec(`INSERT INTO login_failures (key, failures, last_failure) VALUES ('old', 2, now() - interval '2 hours')`);
    // A fresh instance cleans on its first hit and failure.
    const fresh = await makeApp(t.db);
    try {
      await signIn(fresh, 'nobody@example.com', 'x', '192.0.2.80');
      const left = async () =>
        (
          await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT key FROM rate_limit_hits WHERE key = 'old'
          UNION ALL SELECT key FROM login_failures WHERE key = 'old') AS old`)
        ).rows[0]!.n;
      while ((await left()) > 0) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      await fresh.close();
    }
  });

  it('keeps no e-mail or address in the tables, only their hashes', async () => {
    await signIn(t.app, 'private@example.com', 'x', '192.0.2.70');
    const { rows } = await t.db.query<{ key: string }>('SELECT key FROM login_failures UNION ALL SELECT key FROM rate_limit_hits');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { key } of rows) expect(key).toMatch(/^[\w-]{43}$/);
  });
});
