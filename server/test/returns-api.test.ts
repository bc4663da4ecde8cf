/** A shopper returns or exchanges delivered lines: the window, what cannot come back, how many, the exchange's stock, a COD refund's account. */
import { productIdFor } from '../src/modules/catalog';
import { adminOf, signUp, useTestApp } from './helpers';
import { counts, setShelf, SHOE } from './stockHelpers';
import { api, deliveredDaysAgo, orderAt, REFUND, type Shopper } from './returnsHelpers';

const t = useTestApp();
const ask = (id: string, user: Shopper | null, body: object, key?: string) => api(t.app, 'POST', `/orders/${id}/returns`, user, body, key);
const UPI = { upiId: 'asha.verma@okhdfc' };

describe('POST /orders/{id}/returns', () => {
  it('takes a delivered line back within the window, to be picked up, and lists it', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered');
    await deliveredDaysAgo(t.db, id, 6);
    const res = await ask(id, user, { ...REFUND, lines: [{ itemId, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      orderId: id,
      state: 'requested',
      resolution: 'refund',
      lines: [{ itemId, productId: SHOE.id, quantity: 1, size: SHOE.size, color: SHOE.color, exchange: null }],
      pickup: { served: true, instructions: null },
      refund: { destination: 'source', refundedAt: null },
    });
    const listed = await api(t.app, 'GET', `/orders/${id}/returns`, user);
    expect(listed.json().data).toEqual([res.json()]);
    const order = (await api(t.app, 'GET', '/orders', user)).json().data[0];
    expect(order.timeline.map((e: { event: string }) => e.event)).toEqual(['placed', 'paid', 'shipped', 'delivered', 'return_requested']);
    expect(order.timeline[2].detail).toBe('Tracking number AWB12345');
  });

  it('refuses after the window, and an order not delivered', async () => {
    const user = await signUp(t.app);
    const late = await orderAt(t.app, t.db, user, 'delivered');
    await deliveredDaysAgo(t.db, late.id, 8);
    const res = await ask(late.id, user, { ...REFUND, lines: [{ itemId: late.itemId, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^The return window of 7 days from delivery closed on \d{1,2} \w+ \d{4}\.$/);
    const shipped = await orderAt(t.app, t.db, user, 'shipped');
    const early = await ask(shipped.id, user, { ...REFUND, lines: [{ itemId: shipped.itemId, quantity: 1 }] });
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      `Order ${shipped.id} has not been delivered yet: it can be returned once it is.`,
    ]);
  });

  it('refuses innerwear with its reason, and more than was bought or is left to return', async () => {
    const user = await signUp(t.app);
    const bra = { id: productIdFor('women-sports-bra-high'), size: 'M', color: 'Black' };
    const braOrder = await orderAt(t.app, t.db, user, 'delivered', 'upi_qr', 1, { product: bra });
    const refused = await ask(braOrder.id, user, { ...REFUND, lines: [{ itemId: braOrder.itemId, quantity: 1 }] });
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      {
        error: 'Some items cannot be returned.',
        lines: [{ itemId: braOrder.itemId, reason: 'Innerwear cannot be returned or exchanged, for hygiene reasons.' }],
      },
    ]);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered');
    expect((await ask(id, user, { ...REFUND, lines: [{ itemId, quantity: 3 }] })).json().lines[0].reason).toBe(
      'Only 2 of AeroStride Running Shoes can still be returned.',
    );
    expect((await ask(id, user, { ...REFUND, lines: [{ itemId, quantity: 2 }] })).statusCode).toBe(201);
    expect((await ask(id, user, { ...REFUND, lines: [{ itemId, quantity: 1 }] })).json().lines[0].reason).toBe(
      'AeroStride Running Shoes has already been returned.',
    );
  });

  it('refuses what the catalogue marks non-returnable (the seed: swimming goggles, hygiene goods)', async () => {
    const user = await signUp(t.app);
    const goggles = { id: productIdFor('swimming-goggles-anti-fog'), size: 'One Size', color: 'Clear' };
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered', 'upi_qr', 1, { product: goggles });
    const res = await ask(id, user, {
      resolution: 'exchange',
      reason: 'quality',
      lines: [{ itemId, quantity: 1, exchange: { color: 'Mirror Blue' } }],
    });
    expect([res.statusCode, res.json().lines]).toEqual([422, [{ itemId, reason: 'Hygiene goods cannot be returned once unsealed.' }]]);
  });

  it('holds the exchange size at once, and refuses one out of stock, keeping nothing', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered');
    await setShelf(t.app, SHOE.id, 'UK 10', SHOE.color, 0);
    const none = await ask(id, user, {
      resolution: 'exchange',
      reason: 'size_does_not_fit',
      lines: [{ itemId, quantity: 1, exchange: { size: 'UK 10' } }],
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      error: 'The size or colour you chose for the exchange is no longer in stock. Choose another, or ask for a refund.',
      unavailable: [{ productId: SHOE.id, size: 'UK 10', color: SHOE.color, requested: 1, available: 0 }],
    });
    expect((await api(t.app, 'GET', `/orders/${id}/returns`, user)).json().data).toEqual([]);
    await setShelf(t.app, SHOE.id, 'UK 10', SHOE.color, 1);
    const ok = await ask(id, user, {
      resolution: 'exchange',
      reason: 'size_does_not_fit',
      lines: [{ itemId, quantity: 1, exchange: { size: 'UK 10' } }],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ resolution: 'exchange', refund: null, lines: [{ exchange: { size: 'UK 10', color: SHOE.color } }] });
    expect(await counts(t.db, SHOE.id, 'UK 10', SHOE.color)).toMatchObject({ on_hand: 1, held: 1 });
    const same = await ask(id, user, {
      resolution: 'exchange',
      reason: 'size_does_not_fit',
      lines: [{ itemId, quantity: 1, exchange: { size: SHOE.size } }],
    });
    expect(same.json().lines[0].reason).toBe('Please choose another size or colour of AeroStride Running Shoes for the exchange.');
    const unknown = await ask(id, user, {
      resolution: 'exchange',
      reason: 'size_does_not_fit',
      lines: [{ itemId, quantity: 1, exchange: { size: 'UK 99' } }],
    });
    expect(unknown.json().lines[0].reason).toBe('AeroStride Running Shoes does not come in that size or colour.');
  });

  it('asks a cash-on-delivery refund for a UPI id or bank account of the right shape, kept until refunded', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered', 'cod');
    const line = [{ itemId, quantity: 1 }];
    expect((await ask(id, user, { ...REFUND, lines: line })).json().error).toBe(
      'A cash-on-delivery order is refunded to your UPI id or bank account: please give one.',
    );
    expect((await ask(id, user, { ...REFUND, lines: line, refundTo: { upiId: 'not a upi' } })).json().error).toBe(
      'Please enter a UPI id such as name@bank.',
    );
    const bank = { accountNumber: '12345', ifsc: 'SBIN0001234', accountName: 'Asha Verma' };
    expect((await ask(id, user, { ...REFUND, lines: line, refundTo: bank })).statusCode).toBe(422);
    expect(
      (await ask(id, user, { ...REFUND, lines: line, refundTo: { ...bank, accountNumber: '123456789012', ifsc: 'sbin0001234' } }))
        .statusCode,
    ).toBe(201);
    const upi = await ask(id, user, { ...REFUND, lines: line, refundTo: UPI });
    expect(upi.json().refund).toMatchObject({ destination: 'upi' });
    const kept = await t.db.query<{ refund_details: unknown }>('SELECT refund_details FROM returns WHERE id = $1', [upi.json().id]);
    expect(kept.rows[0]!.refund_details).toEqual(UPI);
    const admin = adminOf(t.app);
    await admin('POST', `/returns/${upi.json().id}/receive`, {});
    const refunded = await admin('POST', `/returns/${upi.json().id}/refund`, {});
    expect(refunded.status).toBe(200);
    const gone = await t.db.query<{ refund_details: unknown }>('SELECT refund_details FROM returns WHERE id = $1', [upi.json().id]);
    expect(gone.rows[0]!.refund_details).toBeNull();
  });

  it('says when the courier does not pick up, and how to send it', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered', 'upi_qr', 1, { postalCode: '744101' });
    const res = await ask(id, user, { ...REFUND, lines: [{ itemId, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().pickup.served).toBe(false);
    expect(res.json().pickup.instructions).toMatch(/^Our courier does not pick up returns from 744101\. Please send the parcel yourself/);
  });

  it("answers 401 without sign-in, 404 for another account's order, and a repeat with its key once", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, owner, 'delivered');
    const body = { ...REFUND, lines: [{ itemId, quantity: 1 }] };
    expect((await ask(id, null, body)).statusCode).toBe(401);
    expect([(await ask(id, other, body)).statusCode, (await ask(id, other, body)).json().error]).toEqual([404, 'Order not found']);
    expect((await api(t.app, 'GET', `/orders/${id}/returns`, other)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/orders/${id}/returns`, null)).statusCode).toBe(401);
    const first = await ask(id, owner, body, 'ret-1');
    const again = await ask(id, owner, body, 'ret-1');
    expect([first.statusCode, again.statusCode, again.body]).toEqual([201, 201, first.body]);
    expect((await api(t.app, 'GET', `/orders/${id}/returns`, owner)).json().data).toHaveLength(1);
  });
});
