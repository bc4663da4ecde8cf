import { ORDER_STATUS, setOrderStatus } from '../src/modules/orders';
import { ORDER_SHORT_MESSAGE } from '../../rules/stock';
import { productIdFor } from '../src/modules/catalog';
import { PAYER, signUp, useTestApp } from './helpers';
import { availableOf, counts, lapse, orderBody, setShelf, SHOE } from './stockHelpers';

const t = useTestApp({ ORDER_RATE_LIMIT_MAX: '1000' });
const { id, size, color } = SHOE;

const order = (headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders', headers, payload: body });
const status = async (orderId: string) =>
  (await t.db.query<{ status: number }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]!.status;
const move = (orderId: string, from: number, to: number) => t.db.transaction((tx) => setOrderStatus(tx, orderId, from, to));

describe('product answers', () => {
  it('carry what each size × colour has left, and the low-stock threshold', async () => {
    const body = (await t.app.inject({ url: `/api/v1/products/${id}` })).json();
    expect(body.variants).toHaveLength(12);
    expect(body.variants).toContainEqual({ size, color, available: expect.any(Number) });
    expect(body.lowStockThreshold).toBe(3);
    const listed = (await t.app.inject({ url: '/api/v1/products?limit=5' })).json().data;
    for (const p of listed) expect(p.variants.length).toBeGreaterThan(0);
  });

  it('the seed has one product sold out in every size, and sizes running low elsewhere', async () => {
    const gone = (await t.app.inject({ url: `/api/v1/products/${productIdFor('trail-shoe-ridge')}` })).json();
    expect(gone.variants.every((v: { available: number }) => v.available === 0)).toBe(true);
    const some = (await t.app.inject({ url: `/api/v1/products/${productIdFor('training-shoe-crossfit')}` })).json();
    expect(some.variants).toContainEqual(expect.objectContaining({ size: 'UK 9', available: 0 }));
    expect(some.variants).toContainEqual(expect.objectContaining({ size: 'UK 11', available: 1 }));
  });

  it('carry no variants for a product whose stock is not counted', async () => {
    await t.db.query('DELETE FROM stock_levels WHERE product_id = $1', [id]);
    const body = (await t.app.inject({ url: `/api/v1/products/${id}` })).json();
    expect(body).not.toHaveProperty('variants');
    // …and it sells as before: nothing is held.
    const user = await signUp(t.app);
    expect((await order(user.headers, orderBody(id, size, color, 50))).statusCode).toBe(201);
  });
});

describe('POST /orders holds the units', () => {
  it('in the order’s transaction: available drops, and a line of no particular size takes the size with the most left', async () => {
    await setShelf(t.app, id, size, color, 5);
    const user = await signUp(t.app);
    expect((await order(user.headers, orderBody(id, size, color, 2))).statusCode).toBe(201);
    expect(await availableOf(t.app, id, size, color)).toBe(3);
    expect(await counts(t.db, id, size, color)).toEqual({ on_hand: 5, held: 2, open: 2 });
  });

  it('refuses the order whole with 409 naming each short line, and holds nothing', async () => {
    await setShelf(t.app, id, size, color, 1);
    await setShelf(t.app, id, 'UK 8', color, 0);
    await setShelf(t.app, id, 'UK 10', color, 4);
    const user = await signUp(t.app);
    const res = await order(user.headers, {
      products: { [id]: 6 },
      shippingAddress: orderBody(id, null, null).shippingAddress,
      lines: [
        { productId: id, quantity: 2, size, color },
        { productId: id, quantity: 1, size: 'UK 8', color },
        { productId: id, quantity: 3, size: 'UK 10', color },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: ORDER_SHORT_MESSAGE,
      unavailable: [
        { productId: id, size: 'UK 8', color, requested: 1, available: 0 },
        { productId: id, size, color, requested: 2, available: 1 },
      ],
    });
    expect(await counts(t.db, id, 'UK 10', color)).toEqual({ on_hand: 4, held: 0, open: 0 });
    expect((await t.app.inject({ url: '/api/v1/orders', headers: user.headers })).json().data).toEqual([]);
  });

  it('refuses a size or colour the product does not have', async () => {
    const user = await signUp(t.app);
    const res = await order(user.headers, orderBody(id, 'XXL', color));
    expect(res.statusCode).toBe(409);
    expect(res.json().unavailable).toEqual([{ productId: id, size: 'XXL', color, requested: 1, available: 0 }]);
  });

  it('holds nothing twice for a repeat with the same Idempotency-Key', async () => {
    await setShelf(t.app, id, size, color, 3);
    const user = await signUp(t.app);
    const headers = { ...user.headers, 'idempotency-key': 'one-checkout' };
    const first = await order(headers, orderBody(id, size, color, 2));
    const again = await order(headers, orderBody(id, size, color, 2));
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect(await availableOf(t.app, id, size, color)).toBe(1);
  });
});

describe('the units go back', () => {
  it('when the order is cancelled, once', async () => {
    await setShelf(t.app, id, size, color, 2);
    const user = await signUp(t.app);
    const placed = (await order(user.headers, orderBody(id, size, color, 2))).json();
    expect(await availableOf(t.app, id, size, color)).toBe(0);
    expect(await move(placed.id, ORDER_STATUS.pending, ORDER_STATUS.cancelled)).toBe(true);
    expect(await move(placed.id, ORDER_STATUS.pending, ORDER_STATUS.cancelled)).toBe(false);
    expect(await counts(t.db, id, size, color)).toEqual({ on_hand: 2, held: 0, open: 0 });
  });

  it('when an unpaid order outlives the hold window: it is cancelled, and a late payment cannot take them', async () => {
    await setShelf(t.app, id, size, color, 1);
    const late = await signUp(t.app);
    const placed = (await order(late.headers, orderBody(id, size, color))).json();
    await lapse(t.db, placed.id);
    // The product answer already counts them back; the next order cancels the lapsed one and takes them.
    expect(await availableOf(t.app, id, size, color)).toBe(1);
    const next = await signUp(t.app);
    expect((await order(next.headers, orderBody(id, size, color))).statusCode).toBe(201);
    expect(await status(placed.id)).toBe(ORDER_STATUS.cancelled);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: late.headers,
      payload: { orderId: placed.id, fields: { ...PAYER, method: 'cod' } },
    });
    expect(pay.statusCode).toBe(409);
    expect(await counts(t.db, id, size, color)).toEqual({ on_hand: 1, held: 1, open: 1 });
  });

  it('not for a cash-on-delivery order, held until delivered, when they leave the shelf', async () => {
    await setShelf(t.app, id, size, color, 2);
    const user = await signUp(t.app);
    const placed = (await order(user.headers, orderBody(id, size, color))).json();
    const pay = { orderId: placed.id, fields: { ...PAYER, method: 'cod' } };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payments', headers: user.headers, payload: pay })).statusCode).toBe(200);
    await lapse(t.db, placed.id);
    await t.app.inject({ url: '/api/v1/orders', headers: user.headers });
    expect(await status(placed.id)).toBe(ORDER_STATUS.processing);
    expect(await availableOf(t.app, id, size, color)).toBe(1);
    expect(await move(placed.id, ORDER_STATUS.processing, ORDER_STATUS.delivered)).toBe(true);
    expect(await counts(t.db, id, size, color)).toEqual({ on_hand: 1, held: 0, open: 0 });
    expect(await availableOf(t.app, id, size, color)).toBe(1);
  });
});
