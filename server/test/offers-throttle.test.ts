/**
 * Typed codes no offer has are throttled per client address and per account, in the database:
 * five in ten minutes, then every typed code answers 429 until the window ends, whichever instance
 * (or route) the tries reach, and tries sent at once are each counted.
 */
import { hashed } from '../src/platform/limits/shared';
import { disposeTestDb, makeApp, openTestDb, signUp, useTestApp, withDemoOffers } from './helpers';
import { DASH, line, orderOf, placeOrder, quote } from './offersHelpers';

const t = useTestApp();
beforeEach(() => withDemoOffers(t.db));

const TOO_MANY = 'Too many coupon tries. Please wait 10 minutes and try again.';
const typed = (coupon: string, ip = '203.0.113.7', headers: Record<string, string> = {}) =>
  quote(t.app, { lines: [line(DASH.id)], coupon }, headers, ip);

describe('typed codes', () => {
  // First in the file: the app has not counted a failure yet, as after a restart.
  it('refuses a key that was waiting before this process counted anything', async () => {
    await t.db.query("INSERT INTO offer_code_tries (key, failures, window_start) VALUES ($1, 5, now() - interval '1 minute')", [
      hashed('offer-code ip 198.18.0.1'),
    ]);
    const refused = await typed('RUN10', '198.18.0.1');
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'Too many coupon tries. Please wait 9 minutes and try again.']);
  });

  it('answers five unknown codes, then 429 with Retry-After for any code, until the window ends', async () => {
    for (let n = 1; n <= 5; n++) expect((await typed(`GUESS${n}`)).json().coupon.reason).toBe(`GUESS${n} is not a valid code`);
    const refused = await typed('GUESS6');
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: TOO_MANY }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // A right code gets the same answer, so it cannot be told from a wrong one.
    expect((await typed('RUN10')).statusCode).toBe(429);
    // The cart without a code is quoted as ever, and another address may type.
    expect((await quote(t.app, { lines: [line(DASH.id)] }, {}, '203.0.113.7')).statusCode).toBe(200);
    expect((await typed('RUN10', '198.51.100.1')).json().coupon.applied).toBe(true);
    await t.db.query("UPDATE offer_code_tries SET window_start = now() - interval '11 minutes'");
    expect((await typed('RUN10')).statusCode).toBe(200);
  });

  it('counts known codes not at all, and an account across addresses', async () => {
    for (let n = 0; n < 8; n++) expect((await typed('run10')).statusCode).toBe(200);
    // Shoppers behind one address typing a real code at once are never refused for each other.
    const together = await Promise.all(Array.from({ length: 20 }, () => typed('RUN10', '192.0.2.77')));
    expect(together.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const user = await signUp(t.app);
    for (let n = 1; n <= 5; n++) expect((await typed(`GUESS${n}`, `198.51.100.${n}`, user.headers)).statusCode).toBe(200);
    const refused = await typed('GUESS6', '198.51.100.99', user.headers);
    expect([refused.statusCode, refused.json().error]).toEqual([429, TOO_MANY]);
    // Placing the order is a try too.
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: user.headers,
      payload: orderOf([line(DASH.id)], 'RUN10'),
      remoteAddress: '198.51.100.100',
    });
    expect(order.statusCode).toBe(429);
  });

  it('counts unknown codes sent to POST /orders, and tries sent at once one by one', async () => {
    const user = await signUp(t.app);
    for (let n = 1; n <= 5; n++) expect((await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], `NOPE${n}`))).statusCode).toBe(409);
    expect((await typed('RUN10', '127.0.0.1', user.headers)).statusCode).toBe(429);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => typed(`BURST${n}`, '192.0.2.50')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
  });

  it('holds across instances on one database', async () => {
    const db = process.env.DATABASE_URL ? await openTestDb({ schema: (t.db as { schema?: string }).schema }) : t.db;
    const other = await makeApp(db);
    try {
      for (let n = 1; n <= 5; n++) {
        const app = n % 2 ? t.app : other;
        expect((await quote(app, { lines: [line(DASH.id)], coupon: `X${n}` }, {}, '192.0.2.9')).statusCode).toBe(200);
      }
      expect((await quote(other, { lines: [line(DASH.id)], coupon: 'X6' }, {}, '192.0.2.9')).statusCode).toBe(429);
      expect((await quote(t.app, { lines: [line(DASH.id)], coupon: 'X7' }, {}, '192.0.2.9')).statusCode).toBe(429);
    } finally {
      await other.close();
      if (db !== t.db) await disposeTestDb(db, true);
    }
  });
});
