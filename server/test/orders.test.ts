import type { OrderDto } from '../src/contracts';
import { ADDRESS, firstProducts, signUp, useTestApp } from './helpers';

const ORDER_ID = /^[0-9A-HJKMNP-TV-Z]{8}$/;

const t = useTestApp();

const placeOrder = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders', headers, payload });
const track = (id: number | string, contactInfo?: string) =>
  t.app.inject({ url: `/api/v1/orders/${id}${contactInfo === undefined ? '' : `?contactInfo=${encodeURIComponent(contactInfo)}`}` });

describe('orders', () => {
  it('creates an order priced from the catalogue, whatever the client claims', async () => {
    const user = await signUp(t.app);
    const [a, b] = await firstProducts(t.app, 2);
    const res = await placeOrder(user.headers, {
      products: { [a!.id]: 2, [b!.id]: 1 },
      shippingAddress: { ...ADDRESS, city: '  Pune  ' },
      price: 1,
      prices: { [a!.id]: 1 },
    });
    expect(res.statusCode).toBe(201);
    const order: OrderDto = res.json();
    expect(order).toEqual({
      id: expect.stringMatching(ORDER_ID),
      status: 0,
      createdAt: expect.any(String),
      trackingNumber: null,
      shippingAddress: ADDRESS,
      // What happened to it so far: only its placing.
      timeline: [{ event: 'placed', at: expect.any(String) }],
      // No offer runs: it is charged what its lines come to.
      discount: 0,
      coupon: null,
      total: 2 * (a!.discountedPrice ?? a!.regularPrice) + (b!.discountedPrice ?? b!.regularPrice),
      items: [
        {
          id: expect.any(String),
          productId: a!.id,
          productTitle: a!.title,
          quantity: 2,
          price: a!.discountedPrice ?? a!.regularPrice,
          size: null,
          color: null,
          discount: 0,
        },
        {
          id: expect.any(String),
          productId: b!.id,
          productTitle: b!.title,
          quantity: 1,
          price: b!.discountedPrice ?? b!.regularPrice,
          size: null,
          color: null,
          discount: 0,
        },
      ],
    });
  });

  it('requires a bearer token', async () => {
    const [a] = await firstProducts(t.app, 1);
    expect((await placeOrder({}, { products: { [a!.id]: 1 }, shippingAddress: ADDRESS })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/orders' })).statusCode).toBe(401);
  });

  it.each([
    ['no products', () => ({})],
    ['an unknown product', () => ({ '00000000-0000-4000-8000-000000000000': 1 })],
    ['a malformed product id', () => ({ abc: 1 })],
    ['quantity 0', (id: string) => ({ [id]: 0 })],
    ['a fractional quantity', (id: string) => ({ [id]: 1.5 })],
  ])('answers 400 for %s', async (_name, products) => {
    const user = await signUp(t.app);
    const [a] = await firstProducts(t.app, 1);
    const res = await placeOrder(user.headers, { products: products(a!.id), shippingAddress: ADDRESS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 400 for a blank or missing shipping field', async () => {
    const user = await signUp(t.app);
    const [a] = await firstProducts(t.app, 1);
    for (const shippingAddress of [
      { ...ADDRESS, city: '   ' },
      { ...ADDRESS, phone: undefined },
    ]) {
      const res = await placeOrder(user.headers, { products: { [a!.id]: 1 }, shippingAddress });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/city|phone/);
    }
  });

  it("lists only the caller's orders, newest first", async () => {
    const [a] = await firstProducts(t.app, 1);
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const first = (await placeOrder(alice.headers, { products: { [a!.id]: 1 }, shippingAddress: ADDRESS })).json().id;
    const bobs = (await placeOrder(bob.headers, { products: { [a!.id]: 1 }, shippingAddress: ADDRESS })).json().id;
    const second = (await placeOrder(alice.headers, { products: { [a!.id]: 3 }, shippingAddress: ADDRESS })).json().id;
    const list = await t.app.inject({ url: '/api/v1/orders', headers: alice.headers });
    expect(list.json().data.map((o: OrderDto) => o.id)).toEqual([second, first]);
    expect((await t.app.inject({ url: '/api/v1/orders', headers: bob.headers })).json().data.map((o: OrderDto) => o.id)).toEqual([bobs]);
  });
});

describe('order tracking', () => {
  it('finds an order by account e-mail or shipping phone, without signing in', async () => {
    const user = await signUp(t.app, { email: 'Track.Me@example.com' });
    const [a] = await firstProducts(t.app, 1);
    const { id } = (await placeOrder(user.headers, { products: { [a!.id]: 1 }, shippingAddress: ADDRESS })).json();
    for (const contact of [' TRACK.me@example.com ', '+91 98765 43210', '+919876543210', '9876543210', '098765-43210']) {
      const res = await track(id, contact);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(id);
    }
  });

  it('answers the same 404 for wrong contact, missing order, bad id or no contact', async () => {
    const user = await signUp(t.app);
    const [a] = await firstProducts(t.app, 1);
    const { id } = (await placeOrder(user.headers, { products: { [a!.id]: 1 }, shippingAddress: ADDRESS })).json();
    const answers = await Promise.all([
      track(id, 'someone@else.com'),
      track(id, '+91 91234 56789'),
      track(id, ''),
      track(id),
      track(9999, user.email),
      track('ZZZZZZZZ', user.email),
      track('abc', user.email),
      track('1001.5', user.email),
      track(`${id}0`, user.email),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Order not found or access denied' });
    }
  });
});
