import type { OrderDto } from '../src/contracts';
import { ADDRESS, firstProducts, makeApp, productWithOptions, signUp, useTestApp, PAYER } from './helpers';

const t = useTestApp();

const ORDER_ID = /^[0-9A-HJKMNP-TV-Z]{8}$/;
const placeOrder = (headers: Record<string, string>, payload: object, on = t.app) =>
  on.inject({ method: 'POST', url: '/api/v1/orders', headers, payload });
const lineSummary = (o: OrderDto) => o.items.map((i) => [i.productId, i.quantity, i.size, i.color]);

describe('order ids', () => {
  it('are 8 random Crockford base32 characters, not a sequence', async () => {
    const user = await signUp(t.app);
    const [a] = await firstProducts(t.app, 1);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await placeOrder(user.headers, { products: { [a!.id]: 1 }, shippingAddress: ADDRESS })).json().id);
    for (const id of ids) expect(id).toMatch(ORDER_ID);
    expect(new Set(ids).size).toBe(5);
    // Consecutive orders do not differ by one, in any reading of the id.
    expect(ids.some((id, i) => i > 0 && parseInt(id, 36) - parseInt(ids[i - 1]!, 36) === 1)).toBe(false);
  });

  it('are found case-insensitively, with O read as 0, I and L as 1, spaces and hyphens ignored', async () => {
    const user = await signUp(t.app);
    // An id with a 0 and a 1 in it, so the confusable letters are exercised every run.
    const id = '0A1B2C3D';
    await t.db.query(
      `INSERT INTO orders (id, user_id, email, shipping_address) SELECT $1, id, email, $2::jsonb FROM users WHERE email = $3`,
      [id, JSON.stringify(ADDRESS), user.email],
    );
    const typed = ['0a1b2c3d', 'oAlB2C3D', 'OAIB2C3D', ' 0A1B-2C3D '];
    for (const variant of typed) {
      const res = await t.app.inject({
        url: `/api/v1/orders/${encodeURIComponent(variant)}?contactInfo=${encodeURIComponent(user.email)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(id);
    }
    const fields = { ...PAYER, method: 'cod' };
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: user.headers,
      payload: { orderId: 'oalb2c3d', fields },
    });
    expect(paid.json()).toEqual({ success: true });
  });
});

describe('order requests', () => {
  it('makes one line of the upper- and lower-case forms of one product id', async () => {
    const user = await signUp(t.app);
    const [a] = await firstProducts(t.app, 1);
    const res = await placeOrder(user.headers, {
      products: { [a!.id]: 1, [a!.id.toUpperCase()]: 2, [` ${a!.id} `]: 3 },
      shippingAddress: ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    expect(lineSummary(res.json())).toEqual([[a!.id, 6, null, null]]);
    const tooMany = await placeOrder(user.headers, { products: { [a!.id]: 600, [a!.id.toUpperCase()]: 600 }, shippingAddress: ADDRESS });
    expect(tooMany.statusCode).toBe(400);
  });

  it.each([
    ['"5"', '5'],
    ['"0x10"', '0x10'],
    ['true', true],
    ['null', null],
    ['[1]', [1]],
    ['1.5', 1.5],
    ['1e308', 1e308],
  ])('refuses the quantity %s: quantities are JSON integers', async (_name, quantity) => {
    const user = await signUp(t.app);
    const [a] = await firstProducts(t.app, 1);
    const res = await placeOrder(user.headers, { products: { [a!.id]: quantity }, shippingAddress: ADDRESS });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/products/);
    const lines = await placeOrder(user.headers, {
      products: { [a!.id]: 1 },
      shippingAddress: ADDRESS,
      lines: [{ productId: a!.id, quantity }],
    });
    expect(lines.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/orders', headers: user.headers })).json().data).toEqual([]);
  });

  it('stores lines with size and colour and returns them with the order, everywhere', async () => {
    const user = await signUp(t.app);
    const [b] = await firstProducts(t.app, 1);
    const a = await productWithOptions(t.app);
    const [m, l] = a.sizes as [string, string];
    const red = a.colors[0]!;
    const res = await placeOrder(user.headers, {
      products: { [a.id]: 3, [b!.id]: 1 },
      shippingAddress: ADDRESS,
      lines: [
        { productId: a.id, quantity: 1, size: m, color: red },
        { productId: b!.id, quantity: 1 },
        { productId: a.id.toUpperCase(), quantity: 1, size: l, color: red },
        { productId: a.id, quantity: 1, size: ` ${m} `, color: red },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order: OrderDto = res.json();
    expect(lineSummary(order)).toEqual([
      [a.id, 2, m, red],
      [b!.id, 1, null, null],
      [a.id, 1, l, red],
    ]);
    const listed = (await t.app.inject({ url: '/api/v1/orders', headers: user.headers })).json().data;
    expect(listed).toEqual([order]);
    const tracked = await t.app.inject({ url: `/api/v1/orders/${order.id}?contactInfo=${encodeURIComponent(user.email)}` });
    expect(tracked.json()).toEqual(order);
  });

  it.each([
    [
      'another product',
      (a: string, b: string) => [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 1 },
      ],
    ],
    ['another quantity', (a: string) => [{ productId: a, quantity: 1 }]],
    ['no lines at all', () => []],
  ])('refuses lines that describe %s than products', async (_name, lines) => {
    const user = await signUp(t.app);
    const [a, b] = await firstProducts(t.app, 2);
    const res = await placeOrder(user.headers, { products: { [a!.id]: 2 }, shippingAddress: ADDRESS, lines: lines(a!.id, b!.id) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'lines must list the same products and quantities as products' });
  });

  it('limits how many orders one account places, with Retry-After; other accounts are not affected', async () => {
    const limited = await makeApp(t.db, { ORDER_RATE_LIMIT_MAX: '3' });
    try {
      const [a] = await firstProducts(limited, 1);
      const greedy = await signUp(limited);
      const order = { products: { [a!.id]: 1 }, shippingAddress: ADDRESS };
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await placeOrder(greedy.headers, order, limited)).statusCode);
      expect(codes).toEqual([201, 201, 201, 429, 429]);
      const refused = await placeOrder(greedy.headers, order, limited);
      expect(refused.json()).toEqual({ error: 'Too many orders. Please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.inject({ url: '/api/v1/orders', headers: greedy.headers })).json().data).toHaveLength(3);
      const other = await signUp(limited);
      expect((await placeOrder(other.headers, order, limited)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
