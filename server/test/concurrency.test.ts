/**
 * Races over real HTTP (the app listens on an ephemeral port): many sockets at once, as browsers
 * and retrying clients send them. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set
 * (CI does both), since row locks and READ COMMITTED only race for real on PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import { ADDRESS, firstProducts, makeApp, signUp, useTestApp, PAYER } from './helpers';

// CI: both databases (PGlite serialises what PostgreSQL races).

// UPI settles as soon as orders are read, so each test decides when by reading them.
// No cash-on-delivery ceiling: the orders hold the seed's ₹1,24,999 treadmill (the ceiling: delivery-orders.test.ts).
const t = useTestApp({ PAYMENT_AUTOCONFIRM_MS: '0', ORDER_RATE_LIMIT_MAX: '1000', COD_MAX_ORDER_VALUE: 'none' });
let base = '';
const figures: string[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => console.info(`concurrency figures (${t.db.kind}):\n  ${figures.join('\n  ')}`));

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the route answered
  location: string | null;
}

async function call(method: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  const form = path.startsWith('/api/v1/payments/bank');
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...headers },
    body: body === undefined ? undefined : form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // an HTML page from the simulated bank
  }
  return { status: res.status, body: parsed, location: res.headers.get('location') };
}

const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const tally = (answers: Answer[]) =>
  Object.entries(answers.reduce<Record<number, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');

async function count(sql: string, params: unknown[]): Promise<number> {
  return (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
}
const paidPayments = (orderId: string) => count("payments WHERE order_id = $1 AND status = 'paid'", [orderId]);
const orderStatus = async (orderId: string) =>
  (await t.db.query<{ status: number }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]!.status;

async function shopperWithOrder() {
  const user = await signUp(t.app);
  const [a] = await firstProducts(t.app, 1);
  const order = await call('POST', '/api/v1/orders', { products: { [a!.id]: 1 }, shippingAddress: ADDRESS }, user.headers);
  return { user, orderId: order.body.id as string, productId: a!.id };
}

describe('an order is paid once', () => {
  it.each([10, 50])('%i concurrent cash-on-delivery payments for one order: one is taken, the rest 409', async (n) => {
    const { user, orderId } = await shopperWithOrder();
    const answers = await times(n, () => call('POST', '/api/v1/payments', { orderId, fields: { ...PAYER, method: 'cod' } }, user.headers));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 409, body: { success: false, error: 'This order has already been paid' } });
    }
    expect(await paidPayments(orderId)).toBe(1);
    expect(await count('payments WHERE order_id = $1', [orderId])).toBe(1);
    expect(await orderStatus(orderId)).toBe(1);
    figures.push(`${n} concurrent COD POST /payments → ${tally(answers)}; payments paid: ${await paidPayments(orderId)}`);
  });

  it('two card payments confirmed at the bank at once: one is taken, the other voided', async () => {
    const { user, orderId } = await shopperWithOrder();
    const started = await times(2, () => call('POST', '/api/v1/payments', { orderId, fields: { ...PAYER, method: 'card' } }, user.headers));
    const paymentIds = started.map((s) => s.body.action.formParams.data.paymentId as string);
    const returnUrl = 'http://shop.test/order-success';
    const confirms = await Promise.all(
      paymentIds.map((paymentId) => call('POST', '/api/v1/payments/bank/confirm', { paymentId, returnUrl })),
    );
    expect(confirms.map((c) => c.status).sort()).toEqual([303, 409]);
    expect(confirms.find((c) => c.status === 409)!.body).toMatch(/this payment was not taken/);
    expect(await paidPayments(orderId)).toBe(1);
    expect(await count("payments WHERE order_id = $1 AND status = 'void'", [orderId])).toBe(1);
    // Confirming again changes nothing: the paid one returns to the shop, the voided one stays refused.
    const again = await Promise.all(paymentIds.map((paymentId) => call('POST', '/api/v1/payments/bank/confirm', { paymentId, returnUrl })));
    expect(again.map((c) => c.status).sort()).toEqual([303, 409]);
    expect(await paidPayments(orderId)).toBe(1);
    figures.push(`2 card payments confirmed at once → ${tally(confirms)}; payments paid: ${await paidPayments(orderId)}`);
  });

  it('a UPI payment, then cash on delivery: the UPI payment is voided, never taken', async () => {
    const { user, orderId } = await shopperWithOrder();
    const upi = await call('POST', '/api/v1/payments', { orderId, fields: { ...PAYER, method: 'upi_qr' } }, user.headers);
    expect(upi.status).toBe(200);
    const cod = await call('POST', '/api/v1/payments', { orderId, fields: { ...PAYER, method: 'cod' } }, user.headers);
    expect(cod.status).toBe(200);
    // Reading orders runs the simulated UPI settlement, here from several tabs at once.
    await times(10, () => call('GET', '/api/v1/orders', undefined, user.headers));
    expect(await paidPayments(orderId)).toBe(1);
    expect((await t.db.query("SELECT method FROM payments WHERE order_id = $1 AND status = 'paid'", [orderId])).rows).toEqual([
      { method: 'cod' },
    ]);
    expect(await count("payments WHERE order_id = $1 AND status = 'void'", [orderId])).toBe(1);
    figures.push(`UPI then COD, 10 order reads → payments paid: ${await paidPayments(orderId)}`);
  });

  it('UPI settlement racing cash on delivery: exactly one payment is taken', async () => {
    const { user, orderId } = await shopperWithOrder();
    await call('POST', '/api/v1/payments', { orderId, fields: { ...PAYER, method: 'upi_app' } }, user.headers);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => call('GET', '/api/v1/orders', undefined, user.headers)),
      call('POST', '/api/v1/payments', { orderId, fields: { ...PAYER, method: 'cod' } }, user.headers),
    ]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await paidPayments(orderId)).toBe(1);
    expect(await orderStatus(orderId)).toBe(1);
    figures.push(`UPI settling (10 reads) racing COD → payments paid: ${await paidPayments(orderId)}`);
  });
});

describe('one submit, one order', () => {
  it.each([10, 50])('%i identical concurrent orders with one Idempotency-Key make one order, all answered with it', async (n) => {
    const user = await signUp(t.app);
    const [a] = await firstProducts(t.app, 1);
    const headers = { ...user.headers, 'idempotency-key': `checkout-${n}` };
    const answers = await times(n, () => call('POST', '/api/v1/orders', { products: { [a!.id]: 2 }, shippingAddress: ADDRESS }, headers));
    expect(answers.map((x) => x.status)).toEqual(Array(n).fill(201));
    expect(new Set(answers.map((x) => JSON.stringify(x.body))).size).toBe(1);
    const orders = await count('orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1', [user.email]);
    expect(orders).toBe(1);
    figures.push(`${n} identical concurrent POST /orders, one key → ${tally(answers)}; orders created: ${orders}`);
  });

  it('10 concurrent cash-on-delivery payments with one Idempotency-Key all get the first answer', async () => {
    const { user, orderId } = await shopperWithOrder();
    const headers = { ...user.headers, 'idempotency-key': 'pay-once' };
    const answers = await times(10, () => call('POST', '/api/v1/payments', { orderId, fields: { ...PAYER, method: 'cod' } }, headers));
    expect(answers.map((x) => [x.status, x.body])).toEqual(Array(10).fill([200, { success: true }]));
    expect(await count('payments WHERE order_id = $1', [orderId])).toBe(1);
    figures.push(`10 concurrent COD POST /payments, one key → ${tally(answers)}; payments: 1`);
  });

  it('many concurrent orders without a key from one account stop at the account limit', async () => {
    const limited = await makeApp(t.db, { ORDER_RATE_LIMIT_MAX: '5' });
    await limited.listen({ port: 0, host: '127.0.0.1' });
    const port = (limited.server.address() as AddressInfo).port;
    try {
      const user = await signUp(limited);
      const [a] = await firstProducts(limited, 1);
      const answers = await times(30, async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/orders`, {
          method: 'POST',
          headers: { ...user.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ products: { [a!.id]: 1 }, shippingAddress: ADDRESS }),
        });
        return { status: res.status, body: await res.json(), location: null };
      });
      expect(answers.filter((x) => x.status === 201)).toHaveLength(5);
      expect(answers.filter((x) => x.status === 429)).toHaveLength(25);
      figures.push(`30 concurrent POST /orders, no key, limit 5 → ${tally(answers)}`);
    } finally {
      await limited.close();
    }
  });
});
