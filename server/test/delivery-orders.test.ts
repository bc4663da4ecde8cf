/** The delivery check's rule held at the server: orders to unknown pincodes, cash on delivery where it is not taken. */
import type { FastifyInstance } from 'fastify';
import { ADDRESS, firstProducts, makeApp, signUp, useTestApp, PAYER } from './helpers';

const t = useTestApp();

/** The cheapest of the newest products: the seed's newest is a ₹1,24,999 treadmill, above the default ceiling. */
async function cheapest(app: FastifyInstance) {
  const price = (p: { regularPrice: number; discountedPrice: number | null }) => p.discountedPrice ?? p.regularPrice;
  const product = (await firstProducts(app, 12)).sort((a, b) => price(a) - price(b))[0]!;
  return { ...product, price: price(product) };
}

async function placeOrder(app: FastifyInstance, headers: Record<string, string>, postalCode: string, quantity = 1) {
  const a = await cheapest(app);
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers,
    payload: { products: { [a.id]: quantity }, shippingAddress: { ...ADDRESS, postalCode } },
  });
}
const pay = (app: FastifyInstance, headers: Record<string, string>, orderId: string, method: string) =>
  app.inject({ method: 'POST', url: '/api/v1/payments', headers, payload: { orderId, fields: { ...PAYER, method } } });
const statusOf = async (id: string) =>
  (await t.db.query<{ status: number }>('SELECT status FROM orders WHERE id = $1', [id])).rows[0]!.status;

it('refuses a forced cash-on-delivery payment to Port Blair (an excluded state) with 422; other methods still go', async () => {
  const user = await signUp(t.app);
  const order = (await placeOrder(t.app, user.headers, '744101')).json();
  const res = await pay(t.app, user.headers, order.id, 'cod');
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ error: 'Cash on Delivery is not available for pincode 744101', success: false });
  expect(await statusOf(order.id)).toBe(0);
  expect((await t.db.query('SELECT 1 FROM payments WHERE order_id = $1', [order.id])).rows).toHaveLength(0);
  const card = await pay(t.app, user.headers, order.id, 'card');
  expect(card.statusCode).toBe(200);
  expect(card.json()).toMatchObject({ success: true, action: { type: 'redirect_post' } });
});

it('takes cash on delivery to Pune (411001), at the order amount when no fee is set', async () => {
  const user = await signUp(t.app);
  const order = (await placeOrder(t.app, user.headers, '411001', 2)).json();
  const res = await pay(t.app, user.headers, order.id, 'cod');
  expect(res.json()).toEqual({ success: true });
  expect(await statusOf(order.id)).toBe(1);
  const amount = order.items[0].price * 2;
  const { rows } = await t.db.query<{ amount: number }>('SELECT amount::float8 AS amount FROM payments WHERE order_id = $1', [order.id]);
  expect(rows).toEqual([{ amount }]);
});

it('refuses cash on delivery above the ceiling and to an excluded pincode, and adds the fee where one is set', async () => {
  const { price } = await cheapest(t.app);
  // One unit is within the ceiling, two are above it.
  const ceiling = Math.ceil(price * 1.5);
  const app = await makeApp(t.db, { COD_MAX_ORDER_VALUE: String(ceiling), COD_EXCLUDED_PINCODES: '110001', COD_FEE: '49' });
  try {
    const user = await signUp(app);
    const over = (await placeOrder(app, user.headers, '411001', 2)).json();
    const refused = await pay(app, user.headers, over.id, 'cod');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: `Cash on Delivery is not available for orders above ₹${ceiling.toLocaleString('en-IN')}`,
      success: false,
    });

    const delhi = (await placeOrder(app, user.headers, '110001')).json();
    expect((await pay(app, user.headers, delhi.id, 'cod')).json()).toEqual({
      error: 'Cash on Delivery is not available for pincode 110001',
      success: false,
    });

    const within = (await placeOrder(app, user.headers, '411 001')).json();
    expect((await pay(app, user.headers, within.id, 'cod')).json()).toEqual({ success: true });
    const { rows } = await t.db.query<{ amount: number }>('SELECT amount::float8 AS amount FROM payments WHERE order_id = $1', [within.id]);
    expect(rows).toEqual([{ amount: Math.round((price + 49) * 100) / 100 }]);
  } finally {
    await app.close();
  }
});

it("refuses an order to a well-formed pincode India Post does not know, in the check's words", async () => {
  const user = await signUp(t.app);
  const res = await placeOrder(t.app, user.headers, '999999');
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ error: "We don't deliver to 999 999 yet" });
  expect((await t.db.query('SELECT 1 FROM orders')).rows).toHaveLength(0);
});

it('still takes an order whose postal code is no pincode (older clients), but not cash on delivery for it', async () => {
  const user = await signUp(t.app);
  const res = await placeOrder(t.app, user.headers, 'PUNE-1');
  expect(res.statusCode).toBe(201);
  expect(res.json().shippingAddress.postalCode).toBe('PUNE-1');
  const cod = await pay(t.app, user.headers, res.json().id, 'cod');
  expect(cod.statusCode).toBe(422);
  expect(cod.json()).toEqual({ error: 'Cash on Delivery needs a 6-digit pincode in the shipping address', success: false });
});
