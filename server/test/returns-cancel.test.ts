/** A shopper cancels their order: Pending or Processing only, once, with the refund of an online payment. */
import { adminOf, signUp, useTestApp } from './helpers';
import { counts, SHOE } from './stockHelpers';
import { api, orderAt, refundsOf } from './returnsHelpers';

const t = useTestApp();
const cancel = (id: string, user: Awaited<ReturnType<typeof signUp>> | null, body: object = { reason: 'changed_my_mind' }, key?: string) =>
  api(t.app, 'POST', `/orders/${id}/cancel`, user, body, key);
const outbox = async (orderId: string) =>
  (
    await t.db.query<{ kind: string }>("SELECT kind FROM outbox WHERE event_key LIKE '%' || $1 || '%' AND channel = 'email' ORDER BY id", [
      orderId,
    ])
  ).rows.map((r) => r.kind);

describe('POST /orders/{id}/cancel', () => {
  it('cancels a Pending order: its units go back, the shopper is told, nothing to refund', async () => {
    const user = await signUp(t.app);
    const before = await counts(t.db, SHOE.id, SHOE.size, SHOE.color);
    const { id } = await orderAt(t.app, t.db, user, 'pending');
    const res = await cancel(id, user, { reason: 'ordered_by_mistake' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 4 });
    expect(res.json().timeline.map((e: { event: string }) => e.event)).toEqual(['placed', 'cancelled']);
    expect(await counts(t.db, SHOE.id, SHOE.size, SHOE.color)).toEqual(before);
    expect(await refundsOf(t.db, id)).toEqual([]);
    expect(await outbox(id)).toContain('cancelled');
  });

  it('cancels a paid Processing order and refunds the payment to its source, once, whatever the repeats', async () => {
    const user = await signUp(t.app);
    const { id } = await orderAt(t.app, t.db, user, 'processing');
    const first = await cancel(id, user, { reason: 'other', note: 'Bought it in a shop' }, 'cancel-1');
    const again = await cancel(id, user, { reason: 'other', note: 'Bought it in a shop' }, 'cancel-1');
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(again.body).toBe(first.body);
    const refunds = await refundsOf(t.db, id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ destination: 'source', return_id: null });
    expect(first.json().timeline.map((e: { event: string }) => e.event)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
    expect(await outbox(id)).toEqual(expect.arrayContaining(['cancelled', 'refund']));
    // Without a key, a second cancel finds it cancelled already.
    const later = await cancel(id, user);
    expect([later.statusCode, later.json().error]).toEqual([409, `Order ${id} is Cancelled: it can no longer be cancelled.`]);
    expect(await refundsOf(t.db, id)).toHaveLength(1);
  });

  it('takes no money back from cash on delivery: nothing was paid yet', async () => {
    const user = await signUp(t.app);
    const { id } = await orderAt(t.app, t.db, user, 'processing', 'cod');
    expect((await cancel(id, user)).statusCode).toBe(200);
    expect(await refundsOf(t.db, id)).toEqual([]);
  });

  it('refuses a Shipped order with when it can be returned, and Delivered or Cancelled ones', async () => {
    const user = await signUp(t.app);
    const shipped = await orderAt(t.app, t.db, user, 'shipped');
    const res = await cancel(shipped.id, user);
    expect([res.statusCode, res.json().error]).toEqual([
      409,
      `Order ${shipped.id} has already shipped, so it can no longer be cancelled. Once it is delivered you can return it within 7 days of delivery.`,
    ]);
    const delivered = await orderAt(t.app, t.db, user, 'delivered');
    expect((await cancel(delivered.id, user)).json().error).toBe(`Order ${delivered.id} is Delivered: it can no longer be cancelled.`);
    expect(await refundsOf(t.db, shipped.id)).toEqual([]);
  });

  it('needs a note with Other, and a reason from the list', async () => {
    const user = await signUp(t.app);
    const { id } = await orderAt(t.app, t.db, user, 'pending');
    expect((await cancel(id, user, { reason: 'other' })).statusCode).toBe(422);
    expect((await cancel(id, user, { reason: 'bored' })).statusCode).toBe(400);
    expect((await api(t.app, 'GET', '/orders', user)).json().data[0].status).toBe(0);
  });

  it("answers 401 without sign-in and 404 for an unknown order or another account's", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id } = await orderAt(t.app, t.db, owner, 'processing');
    expect((await cancel(id, null)).statusCode).toBe(401);
    expect([(await cancel(id, other)).statusCode, (await cancel(id, other)).json().error]).toEqual([404, 'Order not found']);
    expect((await cancel('ZZZZZZZZ', owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', '/orders', owner)).json().data[0].status).toBe(1);
  });

  it('lets the shop ship an order only if the shopper did not cancel it first', async () => {
    const user = await signUp(t.app);
    const { id } = await orderAt(t.app, t.db, user, 'processing');
    await cancel(id, user);
    const ship = await adminOf(t.app)('POST', `/orders/${id}/ship`, { trackingNumber: 'AWB999' });
    expect(ship.status).toBe(409);
  });
});
