/**
 * What an order allows, told by GET /orders/{id}/returns before the shopper asks: each part must
 * say what the acting call (POST /cancel, POST /returns) then does, to the word.
 */
import { productIdFor } from '../src/modules/catalog';
import { ADDRESS, adminOf, signUp, useTestApp } from './helpers';
import { SHOE } from './stockHelpers';
import { api, deliveredDaysAgo, orderAt, payOrder, REFUND, type Shopper } from './returnsHelpers';

const t = useTestApp();
const eligibility = async (id: string, user: Shopper) => {
  const res = await api(t.app, 'GET', `/orders/${id}/returns`, user);
  expect(res.statusCode).toBe(200);
  return res.json().eligibility;
};
const cancel = (id: string, user: Shopper) => api(t.app, 'POST', `/orders/${id}/cancel`, user, { reason: 'changed_my_mind' });
const ask = (id: string, user: Shopper, lines: object[], extra: object = {}) =>
  api(t.app, 'POST', `/orders/${id}/returns`, user, { ...REFUND, lines, ...extra });
const BRA = { id: productIdFor('women-sports-bra-high'), size: 'M', color: 'Black' };
const GOGGLES = { id: productIdFor('swimming-goggles-anti-fog'), size: 'One Size', color: 'Clear' };

/** A delivered order of two shoes, a sports bra and a pair of goggles, paid by UPI. */
async function mixedOrder(user: Shopper) {
  const lines = [
    { productId: SHOE.id, quantity: 2, size: SHOE.size, color: SHOE.color },
    { productId: BRA.id, quantity: 1, size: BRA.size, color: BRA.color },
    { productId: GOGGLES.id, quantity: 1, size: GOGGLES.size, color: GOGGLES.color },
  ];
  const products = Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));
  const placed = await api(t.app, 'POST', '/orders', user, { products, shippingAddress: ADDRESS, lines });
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.body}`);
  const { id, items } = placed.json() as { id: string; items: Array<{ id: string; productId: string }> };
  await payOrder(t.app, t.db, user, id, 'upi_qr');
  const admin = adminOf(t.app);
  await admin('POST', `/orders/${id}/ship`, { trackingNumber: 'AWB12345' });
  await admin('POST', `/orders/${id}/deliver`, {});
  const itemOf = (productId: string) => items.find((i) => i.productId === productId)!.id;
  return { id, shoe: itemOf(SHOE.id), bra: itemOf(BRA.id), goggles: itemOf(GOGGLES.id) };
}

describe('GET /orders/{id}/returns: eligibility', () => {
  it('a pending order may be cancelled, not returned, with the sentence POST /returns answers', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'pending');
    const e = await eligibility(id, user);
    const refused = await ask(id, user, [{ itemId, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(e).toEqual({
      cancellable: true,
      cancelRefusal: null,
      returnable: false,
      returnBy: null,
      returnRefusal: refused.json().error,
      // No payment chosen yet: nothing was taken online that a refund could go back to.
      refundNeedsDetails: true,
      pickup: { served: true, instructions: null },
      items: [{ itemId, left: 2, reason: null }],
    });
    expect(e.returnRefusal).toBe(`Order ${id} has not been delivered yet: it can be returned once it is.`);
    expect((await cancel(id, user)).statusCode).toBe(200);
    const done = await eligibility(id, user);
    expect(done).toMatchObject({ cancellable: false, cancelRefusal: `Order ${id} is Cancelled: it can no longer be cancelled.` });
  });

  it('a processing order may be cancelled; a shipped one says why not, as POST /cancel does', async () => {
    const user = await signUp(t.app);
    const processing = await orderAt(t.app, t.db, user, 'processing');
    expect(await eligibility(processing.id, user)).toMatchObject({ cancellable: true, cancelRefusal: null, refundNeedsDetails: false });
    const { id } = await orderAt(t.app, t.db, user, 'shipped');
    const e = await eligibility(id, user);
    const refused = await cancel(id, user);
    expect(refused.statusCode).toBe(409);
    expect(e).toMatchObject({ cancellable: false, cancelRefusal: refused.json().error, returnable: false, returnBy: null });
    expect(e.cancelRefusal).toBe(
      `Order ${id} has already shipped, so it can no longer be cancelled. Once it is delivered you can return it within 7 days of delivery.`,
    );
  });

  it('a delivered order in its window: when it closes, what is left of each line, why some goods cannot come back', async () => {
    const user = await signUp(t.app);
    const { id, shoe, bra, goggles } = await mixedOrder(user);
    const e = await eligibility(id, user);
    const delivered = (await t.db.query<{ at: Date }>('SELECT delivered_at AS at FROM orders WHERE id = $1', [id])).rows[0]!.at;
    expect(e).toMatchObject({
      cancellable: false,
      cancelRefusal: (await cancel(id, user)).json().error,
      returnable: true,
      returnRefusal: null,
      returnBy: new Date(new Date(delivered).getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      refundNeedsDetails: false,
    });
    expect(e.cancelRefusal).toBe(`Order ${id} is Delivered: it can no longer be cancelled.`);
    expect(e.items).toEqual([
      { itemId: shoe, left: 2, reason: null },
      { itemId: bra, left: 1, reason: 'Innerwear cannot be returned or exchanged, for hygiene reasons.' },
      { itemId: goggles, left: 1, reason: 'Hygiene goods cannot be returned once unsealed.' },
    ]);
    const refused = await ask(id, user, [
      { itemId: bra, quantity: 1 },
      { itemId: goggles, quantity: 1 },
    ]);
    expect(refused.json().lines).toEqual(
      e.items.slice(1).map((i: { itemId: string; reason: string }) => ({ itemId: i.itemId, reason: i.reason })),
    );
  });

  it('counts units in returns not rejected: a partial return leaves fewer, a rejected one gives them back', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered');
    const first = await ask(id, user, [{ itemId, quantity: 1 }]);
    expect(first.statusCode).toBe(201);
    expect((await eligibility(id, user)).items).toEqual([{ itemId, left: 1, reason: null }]);
    expect((await ask(id, user, [{ itemId, quantity: 1 }])).statusCode).toBe(201);
    expect((await eligibility(id, user)).items).toEqual([{ itemId, left: 0, reason: null }]);
    expect((await ask(id, user, [{ itemId, quantity: 1 }])).json().lines[0].reason).toBe(
      'AeroStride Running Shoes has already been returned.',
    );
    expect((await adminOf(t.app)('POST', `/returns/${first.json().id}/reject`, { reason: 'Worn outdoors' })).status).toBe(200);
    expect((await eligibility(id, user)).items).toEqual([{ itemId, left: 1, reason: null }]);
  });

  it('a closed window says when it closed, as POST /returns does', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered');
    await deliveredDaysAgo(t.db, id, 6);
    expect(await eligibility(id, user)).toMatchObject({ returnable: true, returnRefusal: null });
    await deliveredDaysAgo(t.db, id, 2);
    const e = await eligibility(id, user);
    const refused = await ask(id, user, [{ itemId, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(e).toMatchObject({ returnable: false, returnRefusal: refused.json().error });
    expect(e.returnRefusal).toMatch(/^The return window of 7 days from delivery closed on \d{1,2} \w+ \d{4}\.$/);
    expect(Date.parse(e.returnBy)).toBeLessThan(Date.now());
  });

  it('a cash-on-delivery order needs refund details, as POST /returns asks for them', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered', 'cod');
    expect((await eligibility(id, user)).refundNeedsDetails).toBe(true);
    expect((await ask(id, user, [{ itemId, quantity: 1 }])).json().error).toBe(
      'A cash-on-delivery order is refunded to your UPI id or bank account: please give one.',
    );
  });

  it('where the courier does not pick up, says how to send it, exactly as the return made then says', async () => {
    const user = await signUp(t.app);
    const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered', 'upi_qr', 1, { postalCode: '744101' });
    const e = await eligibility(id, user);
    expect(e.pickup.served).toBe(false);
    expect(e.pickup.instructions).toMatch(/^Our courier does not pick up returns from 744101\. Please send the parcel yourself/);
    const made = await ask(id, user, [{ itemId, quantity: 1 }]);
    expect(made.json().pickup).toEqual(e.pickup);
  });

  it("answers 404 for another account's order and 401 without sign-in, telling nothing of it", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id } = await orderAt(t.app, t.db, owner, 'delivered');
    const res = await api(t.app, 'GET', `/orders/${id}/returns`, other);
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'Order not found' }]);
    expect((await api(t.app, 'GET', `/orders/${id}/returns`, null)).statusCode).toBe(401);
  });
});
