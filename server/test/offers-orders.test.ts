/** POST /orders with a coupon: quoted again in its transaction, charged what the quote said, its use following the order. */
import { adminOf, PAYER, signUp, useTestApp, withDemoOffers } from './helpers';
import { addOffer, CLOUDPACE, DASH, line, orderOf, placeOrder, quote } from './offersHelpers';
import { counts, lapse, SHOE } from './stockHelpers';
import { api, payOrder, REFUND, refundsOf } from './returnsHelpers';
import { orderSummary } from '../src/modules/messages/templates/orderSummary';

const t = useTestApp({ COD_FEE: '49' });
beforeEach(() => withDemoOffers(t.db));

const pay = (user: Awaited<ReturnType<typeof signUp>>, orderId: string, method: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payments', headers: user.headers, payload: { orderId, fields: { ...PAYER, method } } });
const amountPaid = async (orderId: string) =>
  (await t.db.query<{ amount: number }>('SELECT amount::float8 AS amount FROM payments WHERE order_id = $1', [orderId])).rows[0]?.amount;
const usesOf = async (code: string) =>
  (await t.db.query<{ uses: number }>('SELECT uses FROM offers WHERE code = $1', [code])).rows[0]!.uses;
const ordersOf = async (user: Awaited<ReturnType<typeof signUp>>) => (await api(t.app, 'GET', '/orders', user)).json().data as unknown[];

describe('POST /orders with a coupon', () => {
  it('charges what the quote said: the order records its discount and code, the payment the discounted total', async () => {
    const user = await signUp(t.app);
    const quoted = (await quote(t.app, { lines: [line(DASH.id)], coupon: 'run10', paymentMethod: 'cod' }, user.headers)).json();
    const placed = await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'run10'));
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ discount: 179.9, coupon: 'RUN10', total: 1619.1, items: [{ price: 1799, discount: 179.9 }] });
    expect((await pay(user, order.id, 'cod')).statusCode).toBe(200);
    expect(await amountPaid(order.id)).toBe(quoted.total);
    expect(quoted.total).toBe(1668.1);
    // Read again, the order says the same, and so does its e-mail.
    expect((await ordersOf(user))[0]).toMatchObject({ discount: 179.9, coupon: 'RUN10', total: 1619.1, status: 1 });
    const { text } = orderSummary({ order: { ...order, userId: 'u', email: user.email }, payment: null }, null);
    expect(text).toContain('Discount (RUN10): −₹179.9\nTotal: ₹1,619.1');
  });

  it('gets the best automatic offer without a code, and charges an online payment the discounted total', async () => {
    const user = await signUp(t.app);
    const order = (await placeOrder(t.app, user.headers, orderOf([line(CLOUDPACE.id)]))).json();
    expect(order).toMatchObject({ discount: 200, coupon: null, total: 5299 });
    expect((await pay(user, order.id, 'card')).json().action.formParams.data.amount).toBe('5299.00');
  });

  it('refuses a code that stopped applying with 409 and its reason, and writes nothing: no order, no stock held, no key', async () => {
    const user = await signUp(t.app);
    expect((await quote(t.app, { lines: [line(SHOE.id)], coupon: 'RUN10' })).json().coupon.applied).toBe(true);
    expect((await adminOf(t.app)('POST', '/offers/RUN10/end')).status).toBe(200);
    const before = await counts(t.db, SHOE.id, SHOE.size, SHOE.color);
    const body = orderOf([{ productId: SHOE.id, quantity: 1, size: SHOE.size, color: SHOE.color }], 'RUN10');
    const refused = await placeOrder(t.app, user.headers, body, 'order-1');
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'Expired', coupon: 'RUN10' }]);
    expect(await ordersOf(user)).toEqual([]);
    expect(await counts(t.db, SHOE.id, SHOE.size, SHOE.color)).toEqual(before);
    expect((await t.db.query('SELECT 1 FROM idempotency_keys')).rows).toEqual([]);
    const unknown = await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'NOPE'));
    expect([unknown.statusCode, unknown.json()]).toEqual([409, { error: 'NOPE is not a valid code', coupon: 'NOPE' }]);
  });

  it('changes nothing on a repeat with the same Idempotency-Key: one order, one use', async () => {
    await addOffer(t.app, { code: 'TEN', title: '₹10 off', kind: 'flat', value: 10, totalUses: 5 });
    const user = await signUp(t.app);
    const first = await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'TEN'), 'same-key');
    const again = await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'TEN'), 'same-key');
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(again.body).toBe(first.body);
    expect(await ordersOf(user)).toHaveLength(1);
    expect(await usesOf('TEN')).toBe(1);
  });

  it('gives a capped offer’s use back when the order is cancelled, or lapses unpaid', async () => {
    await addOffer(t.app, { code: 'LAST', title: '₹100 off', kind: 'flat', value: 100, totalUses: 1 });
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const first = (await placeOrder(t.app, a.headers, orderOf([line(DASH.id)], 'LAST'))).json();
    const late = await placeOrder(t.app, b.headers, orderOf([line(DASH.id)], 'LAST'));
    expect([late.statusCode, late.json().error]).toEqual([409, 'LAST has been used up']);
    expect((await api(t.app, 'POST', `/orders/${first.id}/cancel`, a, { reason: 'changed_my_mind' })).statusCode).toBe(200);
    expect(await usesOf('LAST')).toBe(0);
    const second = (await placeOrder(t.app, b.headers, orderOf([line(DASH.id)], 'LAST'))).json();
    expect(second.coupon).toBe('LAST');
    await lapse(t.db, second.id);
    await t.db.query("UPDATE offer_uses SET expires_at = now() - interval '1 second' WHERE order_id = $1", [second.id]);
    expect((await ordersOf(b)).map((o) => (o as { status: number }).status)).toEqual([4]);
    expect(await usesOf('LAST')).toBe(0);
    // A paid order keeps its use whatever the time.
    const kept = (await placeOrder(t.app, a.headers, orderOf([line(DASH.id)], 'LAST'))).json();
    expect((await pay(a, kept.id, 'cod')).statusCode).toBe(200);
    expect((await t.db.query('SELECT state, expires_at FROM offer_uses WHERE order_id = $1', [kept.id])).rows).toEqual([
      { state: 'used', expires_at: null },
    ]);
  });

  it('holds first-order and once-only offers per account: a cancelled order does not count', async () => {
    const user = await signUp(t.app);
    const first = (await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'WELCOME'))).json();
    const refused = await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'FIRST15'));
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'Only on your first order', coupon: 'FIRST15' }]);
    const twice = await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'WELCOME'));
    expect(twice.json().error).toBe('You have already used WELCOME');
    expect((await api(t.app, 'POST', `/orders/${first.id}/cancel`, user, { reason: 'changed_my_mind' })).statusCode).toBe(200);
    expect((await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'FIRST15'))).json()).toMatchObject({ discount: 269.85 });
  });

  it('refunds a returned line what it was charged: its price less its share of the discount', async () => {
    const user = await signUp(t.app);
    const placed = await placeOrder(t.app, user.headers, {
      ...orderOf([{ productId: SHOE.id, quantity: 2, size: SHOE.size, color: SHOE.color }], 'RUN10'),
    });
    const order = placed.json();
    expect(order).toMatchObject({ discount: 500, total: 8498 });
    await payOrder(t.app, t.db, user, order.id, 'upi_qr');
    await adminOf(t.app)('POST', `/orders/${order.id}/ship`, { trackingNumber: 'AWB12345' });
    await adminOf(t.app)('POST', `/orders/${order.id}/deliver`, {});
    const asked = await api(t.app, 'POST', `/orders/${order.id}/returns`, user, {
      ...REFUND,
      lines: [{ itemId: order.items[0].id, quantity: 1 }],
    });
    expect(asked.statusCode).toBe(201);
    for (const move of ['pickup', 'receive', 'refund']) await adminOf(t.app)('POST', `/returns/${asked.json().id}/${move}`, {});
    expect((await refundsOf(t.db, order.id)).map((r) => r.amount)).toEqual([4249]);
  });
});
