/** npm run returns on the running shop: list, pickup, receive, refund, exchange, reject, each along the one machine and told. */
import { runReturnsCommand } from '../src/modules/returns/cli';
import { adminOf, signUp, useTestApp } from './helpers';
import { counts, setShelf, SHOE } from './stockHelpers';
import { api, orderAt, REFUND, refundsOf } from './returnsHelpers';

const t = useTestApp();
const returns = (...argv: string[]) => runReturnsCommand(adminOf(t.app), argv);
const kinds = async (returnId: string) =>
  (await t.db.query<{ kind: string }>("SELECT kind FROM outbox WHERE event_key LIKE '%:' || $1 || ':email' ORDER BY id", [returnId])).rows
    .map((r) => r.kind)
    .sort();

async function requested(resolution: 'refund' | 'exchange' = 'refund') {
  const user = await signUp(t.app);
  const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered');
  const line = resolution === 'refund' ? { itemId, quantity: 2 } : { itemId, quantity: 1, exchange: { size: 'UK 10' } };
  const res = await api(t.app, 'POST', `/orders/${id}/returns`, user, { ...REFUND, resolution, lines: [line] });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { user, orderId: id, returnId: res.json().id as string };
}

describe('npm run returns', () => {
  it('lists the returns to handle, and moves one through pickup, receipt and refund, telling the shopper each time', async () => {
    const { user, orderId, returnId } = await requested();
    const listed = await returns('list');
    expect(listed.code).toBe(0);
    expect(listed.out[0]).toMatch(
      new RegExp(`^${returnId}  order ${orderId}  Return requested  2 × AeroStride Running Shoes, refund ₹[\\d,]+ to source \\(pickup; `),
    );
    expect((await returns('refund', returnId)).out).toEqual([`Return ${returnId} is return requested: it cannot be refunded now.`]);
    const onShelf = (await counts(t.db, SHOE.id, SHOE.size, SHOE.color)).on_hand;
    expect((await returns('pickup', returnId)).code).toBe(0);
    expect((await returns('receive', returnId)).code).toBe(0);
    const done = await returns('refund', returnId);
    expect(done.out[0]).toBe(`Return ${returnId} refunded; the shopper is told.`);
    expect((await returns('refund', returnId)).code).toBe(1);
    expect(await refundsOf(t.db, orderId)).toHaveLength(1);
    expect((await counts(t.db, SHOE.id, SHOE.size, SHOE.color)).on_hand).toBe(onShelf + 2);
    expect(await kinds(returnId)).toEqual(['refund', 'return_picked_up', 'return_received', 'return_requested']);
    expect((await returns('list')).out).toEqual(['No returns to handle.']);
    const events = (await api(t.app, 'GET', '/orders', user)).json().data[0].timeline.map((e: { event: string }) => e.event);
    expect(events.slice(-4)).toEqual(['return_requested', 'picked_up', 'return_received', 'refunded']);
  });

  it('ships an exchange from the units it held, and a rejection gives them back', async () => {
    await setShelf(t.app, SHOE.id, 'UK 10', SHOE.color, 5);
    const shipped = await requested('exchange');
    expect((await returns('refund', shipped.returnId)).code).toBe(1);
    await returns('receive', shipped.returnId);
    expect((await returns('exchange', shipped.returnId)).code).toBe(0);
    expect(await counts(t.db, SHOE.id, 'UK 10', SHOE.color)).toMatchObject({ on_hand: 4, held: 0 });
    expect(await kinds(shipped.returnId)).toContain('exchange_shipped');

    const rejected = await requested('exchange');
    expect(await counts(t.db, SHOE.id, 'UK 10', SHOE.color)).toMatchObject({ on_hand: 4, held: 1 });
    expect((await returns('reject', rejected.returnId)).out).toEqual([expect.stringMatching(/^Usage/)]);
    expect((await returns('reject', rejected.returnId, '--reason', 'Worn outdoors')).code).toBe(0);
    expect(await counts(t.db, SHOE.id, 'UK 10', SHOE.color)).toMatchObject({ on_hand: 4, held: 0 });
    const list = (await api(t.app, 'GET', `/orders/${rejected.orderId}/returns`, rejected.user)).json().data;
    expect(list[0]).toMatchObject({ state: 'rejected', rejectReason: 'Worn outdoors' });
  });

  it('refuses an unknown return and a wrong command', async () => {
    expect(await returns('pickup', '00000000-0000-4000-8000-000000000000')).toEqual({
      code: 1,
      out: ['No return 00000000-0000-4000-8000-000000000000.'],
    });
    expect((await returns('launch', 'x')).code).toBe(1);
    expect((await returns('list', '--everything')).code).toBe(1);
  });
});
