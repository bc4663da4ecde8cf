import { ADDRESS, firstProducts, signUp, useTestApp, PAYER } from './helpers';

// No cash-on-delivery ceiling: the orders hold the seed's ₹1,24,999 treadmill (the ceiling: delivery-orders.test.ts).
const t = useTestApp({ ORDER_RATE_LIMIT_MAX: '2', COD_MAX_ORDER_VALUE: 'none' });

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });
const ordersOf = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/v1/orders', headers })).json().data;
const FIELDS = { ...PAYER, method: 'cod' };

async function setUp() {
  const user = await signUp(t.app);
  const [a, b] = await firstProducts(t.app, 2);
  const order = { products: { [a!.id]: 1, [b!.id]: 2 }, shippingAddress: ADDRESS };
  return { user, a: a!, order };
}

describe('Idempotency-Key on POST /orders', () => {
  it('answers a repeat with the first answer, byte for byte, and makes no second order', async () => {
    const { user, a, order } = await setUp();
    const headers = { ...user.headers, 'idempotency-key': 'checkout-1' };
    const first = await post('orders', headers, order);
    // The same body with its keys in another order is the same request.
    const again = await post('orders', headers, { shippingAddress: ADDRESS, products: { ...order.products } });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(user.headers)).toHaveLength(1);
    // Without a key, or with another one, the same body is another order.
    expect(
      (await post('orders', { ...user.headers, 'idempotency-key': 'checkout-2' }, { products: { [a.id]: 1 }, shippingAddress: ADDRESS }))
        .statusCode,
    ).toBe(201);
    expect(await ordersOf(user.headers)).toHaveLength(2);
  });

  it('refuses the same key with a different body with 422, and keeps the first answer for it', async () => {
    const { user, a, order } = await setUp();
    const headers = { ...user.headers, 'idempotency-key': 'checkout-1' };
    const first = await post('orders', headers, order);
    const changed = await post('orders', headers, { ...order, products: { [a.id]: 5 } });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ error: 'Idempotency-Key reused with a different request' });
    // A key of an order is not a key of a payment either.
    const payment = await post('payments', headers, { orderId: first.json().id, fields: FIELDS });
    expect(payment.statusCode).toBe(422);
    expect((await post('orders', headers, order)).body).toBe(first.body);
    expect(await ordersOf(user.headers)).toHaveLength(1);
  });

  it('keeps keys per user: another shopper with the same key gets an order of their own', async () => {
    const { user, order } = await setUp();
    const other = await signUp(t.app);
    const mine = await post('orders', { ...user.headers, 'idempotency-key': 'same' }, order);
    const theirs = await post('orders', { ...other.headers, 'idempotency-key': 'same' }, order);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await ordersOf(other.headers)).toHaveLength(1);
  });

  it('does not keep refused requests: the key stays free for the corrected request', async () => {
    const { user, a } = await setUp();
    const headers = { ...user.headers, 'idempotency-key': 'checkout-1' };
    const unknown = await post('orders', headers, { products: { '00000000-0000-4000-8000-000000000000': 1 }, shippingAddress: ADDRESS });
    expect(unknown.statusCode).toBe(400);
    const fixed = await post('orders', headers, { products: { [a.id]: 1 }, shippingAddress: ADDRESS });
    expect(fixed.statusCode).toBe(201);
  });

  it('replays even when the account has reached its order limit: a replay creates nothing', async () => {
    const { user, order } = await setUp();
    const first = await post('orders', { ...user.headers, 'idempotency-key': 'k1' }, order);
    await post('orders', { ...user.headers, 'idempotency-key': 'k2' }, order);
    expect((await post('orders', { ...user.headers, 'idempotency-key': 'k3' }, order)).statusCode).toBe(429);
    expect((await post('orders', { ...user.headers, 'idempotency-key': 'k1' }, order)).body).toBe(first.body);
  });

  it('forgets keys after 24 hours', async () => {
    const { user, order } = await setUp();
    const headers = { ...user.headers, 'idempotency-key': 'old' };
    const first = await post('orders', headers, order);
    await t.db.query("UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute'");
    const later = await post('orders', headers, order);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    expect((await t.db.query('SELECT key FROM idempotency_keys')).rows).toEqual([{ key: 'old' }]);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['with a space', 'a b'],
    ['non-ASCII', 'clé'],
  ])('answers 400 for a key that is %s', async (_name, key) => {
    const { user, order } = await setUp();
    const res = await post('orders', { ...user.headers, 'idempotency-key': key }, order);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Idempotency-Key must be 1 to 200 visible ASCII characters' });
    expect(await ordersOf(user.headers)).toHaveLength(0);
  });
});

describe('Idempotency-Key on POST /payments', () => {
  it('answers a repeated payment with its first answer instead of "already paid"', async () => {
    const { user, order } = await setUp();
    const { id } = (await post('orders', user.headers, order)).json();
    const headers = { ...user.headers, 'idempotency-key': 'pay-1' };
    const first = await post('payments', headers, { orderId: id, fields: { ...FIELDS, method: 'card' } });
    const again = await post('payments', headers, { orderId: id, fields: { ...FIELDS, method: 'card' } });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await t.db.query('SELECT count(*)::int AS n FROM payments')).rows).toEqual([{ n: 1 }]);
    const other = await post('payments', { ...user.headers, 'idempotency-key': 'pay-2' }, { orderId: id, fields: FIELDS });
    expect(other.json()).toEqual({ success: true });
  });
});
