/** "Notify me": one wish per shopper and variant, removable, kept pending until stock returns and the shop's messages send it once. */
import { dueStockAlerts } from '../src/modules/stock';
import { productIdFor } from '../src/modules/catalog';
import { signUp, useTestApp } from './helpers';
import { setShelf } from './stockHelpers';

const t = useTestApp();
const RIDGE = productIdFor('trail-shoe-ridge');
const wish = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/stock/alerts', headers, payload: body });
const mine = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/v1/stock/alerts', headers })).json().data;

describe('a wish', () => {
  it('from a visitor needs an e-mail; signed in, the account’s is used; one per address and variant', async () => {
    expect((await wish({ productId: RIDGE, size: 'UK 9' })).statusCode).toBe(400);
    expect((await wish({ productId: RIDGE, size: 'UK 9', email: 'not an address' })).statusCode).toBe(400);
    const visitor = await wish({ productId: RIDGE, size: 'UK 9', email: 'asha@example.com' });
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json()).toMatchObject({
      productId: RIDGE,
      productTitle: 'Ridge Trail Running Shoes',
      size: 'UK 9',
      color: '',
      status: 'pending',
    });

    const user = await signUp(t.app);
    const first = (await wish({ productId: RIDGE, size: 'UK 9' }, user.headers)).json();
    const again = (await wish({ productId: RIDGE.toUpperCase(), size: 'UK 9' }, user.headers)).json();
    expect(first).toMatchObject({ email: user.email, status: 'pending' });
    expect(again.id).toBe(first.id);
    expect(await mine(user.headers)).toEqual([first]);
  });

  it('names a product and options it has', async () => {
    expect((await wish({ productId: RIDGE, size: 'UK 99', email: 'a@example.com' })).statusCode).toBe(400);
    expect((await wish({ productId: '00000000-0000-4000-8000-000000000000', email: 'a@example.com' })).statusCode).toBe(404);
  });

  it('is removed by its shopper only, or by the unsubscribe link', async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const made = (await wish({ productId: RIDGE, size: 'UK 8' }, owner.headers)).json();
    const remove = (headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/v1/stock/alerts/${made.id}`, headers });
    expect((await remove(other.headers)).statusCode).toBe(404);
    expect((await remove(owner.headers)).statusCode).toBe(204);
    expect(await mine(owner.headers)).toEqual([]);

    await wish({ productId: RIDGE, email: 'visitor@example.com' });
    const { rows } = await t.db.query<{ token: string }>("SELECT token FROM stock_alerts WHERE email = 'visitor@example.com'");
    const unsubscribe = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/stock/alerts/unsubscribe', payload: { token } });
    expect((await unsubscribe(rows[0]!.token)).json()).toEqual({ done: true });
    expect((await unsubscribe(rows[0]!.token)).json()).toEqual({ done: false });
  });
});

describe('when stock returns', () => {
  it('the wish is due once: the messages’ call takes it in its transaction, and a wish for any size counts any', async () => {
    const user = await signUp(t.app);
    await wish({ productId: RIDGE, size: 'UK 9' }, user.headers);
    await wish({ productId: RIDGE, size: 'UK 10', email: 'ten@example.com' });
    await wish({ productId: RIDGE, email: 'any@example.com' });
    expect(await t.db.transaction((tx) => dueStockAlerts(tx))).toEqual([]);

    await setShelf(t.app, RIDGE, 'UK 9', 'Olive', 2);
    const due = await t.db.transaction((tx) => dueStockAlerts(tx));
    expect(due.map((d) => d.email).sort()).toEqual(['any@example.com', user.email]);
    expect(due[0]).toMatchObject({ productId: RIDGE, productTitle: 'Ridge Trail Running Shoes', unsubscribeToken: expect.any(String) });
    expect(await t.db.transaction((tx) => dueStockAlerts(tx))).toEqual([]);
    expect((await mine(user.headers))[0].status).toBe('sent');
    // A transaction that fails (the message not written) leaves the wish waiting.
    await setShelf(t.app, RIDGE, 'UK 10', 'Olive', 1);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await dueStockAlerts(tx)).toHaveLength(1);
        throw new Error('outbox refused');
      }),
    ).rejects.toThrow('outbox refused');
    expect((await t.db.transaction((tx) => dueStockAlerts(tx))).map((d) => d.email)).toEqual(['ten@example.com']);
  });
});
