/** POST /cart/quote: the cart priced from the catalogue with the offer it gets, each rule and refusal in the shopper's words. */
import { makeApp, signUp, useTestApp, withDemoOffers } from './helpers';
import { addOffer, CLOUDPACE, DASH, line, orderOf, placeOrder, quote, TREADMILL, YOGA_BLOCKS, YOGA_MAT } from './offersHelpers';

const t = useTestApp({ COD_FEE: '49' });
beforeEach(() => withDemoOffers(t.db));

type Listed = { code: string | null; reason: string | null; applies: boolean; saving: number };
const offerOn = (body: { offers: Listed[] }, code: string | null) => body.offers.find((o) => o.code === code);

describe('POST /cart/quote', () => {
  it('prices the lines from the catalogue, whatever the request claims, with what each offer would save', async () => {
    const res = await quote(t.app, { lines: [{ ...line(DASH.id), size: 'UK 6', unitPrice: 1 }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      lines: [{ productId: DASH.id, size: 'UK 6', color: null, quantity: 1, unitPrice: 1799, lineTotal: 1799, discount: 0 }],
      subtotal: 1799,
      discount: 0,
      shipping: 0,
      codFee: 0,
      total: 1799,
      applied: null,
      coupon: null,
    });
    expect(offerOn(body, 'RUN10')).toEqual({ code: 'RUN10', title: '10% off running shoes', saving: 179.9, applies: true, reason: null });
    expect(offerOn(body, null)).toMatchObject({ applies: false, reason: 'Add ₹1,200 more for ₹200 off orders above ₹2,999' });
    expect(offerOn(body, 'YOGA20')).toMatchObject({ saving: 0, reason: 'Only on yoga gear' });
    // Unlisted and ended codes are never offered; the best saving comes first.
    expect(body.offers.map((o: { code: string }) => o.code)).not.toEqual(expect.arrayContaining(['WELCOME']));
    expect(body.offers.map((o: { code: string }) => o.code)).not.toContain('EXPIRED');
    const savings = body.offers.map((o: { saving: number }) => o.saving);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
  });

  it('applies a typed code, spread over its lines, and holds its ceiling', async () => {
    const body = (await quote(t.app, { lines: [line(DASH.id), line(CLOUDPACE.id), line(YOGA_BLOCKS.id)], coupon: ' run10 ' })).json();
    expect(body.coupon).toEqual({ code: 'RUN10', applied: true, reason: null });
    expect(body.applied).toEqual({ code: 'RUN10', title: '10% off running shoes', saving: 500 });
    expect(body.lines.map((l: { discount: number }) => l.discount)).toEqual([123.25, 376.75, 0]);
    expect(body).toMatchObject({ subtotal: 7897, discount: 500, total: 7397 });
  });

  it('takes the automatic offer above its minimum when no code is typed, or the typed one does not apply', async () => {
    const big = (await quote(t.app, { lines: [line(CLOUDPACE.id)] })).json();
    expect(big.applied).toEqual({ code: null, title: '₹200 off orders above ₹2,999', saving: 200 });
    const typed = (await quote(t.app, { lines: [line(TREADMILL.id)], coupon: 'RUN10' })).json();
    expect(typed.coupon).toEqual({ code: 'RUN10', applied: false, reason: 'Only on running shoes' });
    expect(typed.applied?.saving).toBe(200);
  });

  it('says why a typed code does not apply', async () => {
    const reason = async (coupon: string, lines = [line(DASH.id)]) => (await quote(t.app, { lines, coupon })).json().coupon.reason;
    expect(await reason('nope')).toBe('NOPE is not a valid code');
    expect(await reason('EXPIRED')).toBe('Expired');
    expect(await reason('WELCOME', [line(YOGA_BLOCKS.id)])).toBe('Add ₹900 more to use WELCOME');
    expect(await reason('YOGA20', [line(YOGA_MAT.id)])).toBe('Not on items already on sale');
    expect(await reason('YOGA20', [line(YOGA_BLOCKS.id)])).toBeNull();
    await addOffer(t.app, { code: 'LATER5', title: '5% off', kind: 'percent', value: 5, startsAt: '2030-01-05T00:00:00+05:30' });
    expect(await reason('LATER5')).toBe('Starts on 5 January 2030');
  });

  it('checks first-order and once-only offers for a signed-in shopper, and a capped offer used up', async () => {
    const user = await signUp(t.app);
    const before = (await quote(t.app, { lines: [line(DASH.id)], coupon: 'FIRST15' }, user.headers)).json();
    expect(before.coupon).toEqual({ code: 'FIRST15', applied: true, reason: null });
    await addOffer(t.app, { code: 'ONLYONE', title: '₹50 off', kind: 'flat', value: 50, totalUses: 1 });
    expect((await placeOrder(t.app, user.headers, orderOf([line(DASH.id)], 'WELCOME'))).statusCode).toBe(201);
    const other = await signUp(t.app);
    expect((await placeOrder(t.app, other.headers, orderOf([line(DASH.id)], 'ONLYONE'))).statusCode).toBe(201);
    const reason = async (coupon: string, headers: Record<string, string> = user.headers) =>
      (await quote(t.app, { lines: [line(DASH.id)], coupon }, headers)).json().coupon.reason;
    expect(await reason('FIRST15')).toBe('Only on your first order');
    expect(await reason('WELCOME')).toBe('You have already used WELCOME');
    expect(await reason('ONLYONE')).toBe('ONLYONE has been used up');
    // Without a token neither is checked: the order will be.
    expect(await reason('FIRST15', {})).toBeNull();
  });

  it('adds the cash-on-delivery fee when asked, and prices an empty cart', async () => {
    const cod = (await quote(t.app, { lines: [line(DASH.id)], coupon: 'RUN10', paymentMethod: 'cod', pincode: '411001' })).json();
    expect(cod).toMatchObject({ codFee: 49, discount: 179.9, total: 1668.1 });
    const empty = (await quote(t.app, { lines: [] })).json();
    expect(empty).toMatchObject({ lines: [], subtotal: 0, discount: 0, total: 0, applied: null });
    expect(offerOn(empty, 'RUN10')?.reason).toBe('Add something to your cart to use RUN10');
  });

  it('quotes a cart at every change, beyond the per-client budget of sign-ins', async () => {
    const strict = await makeApp(t.db, { RATE_LIMIT_MAX: '3' });
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => quote(strict, { lines: [line(DASH.id, n + 1)] })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    } finally {
      await strict.close();
    }
  });

  it('refuses an unknown product, too many lines and a wrong token', async () => {
    const unknown = await quote(t.app, { lines: [line('00000000-0000-4000-8000-000000000000')] });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'Unknown product: 00000000-0000-4000-8000-000000000000']);
    expect((await quote(t.app, { lines: Array.from({ length: 51 }, () => line(DASH.id)) })).statusCode).toBe(400);
    expect((await quote(t.app, { lines: [] }, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
});

describe('GET /offers', () => {
  it('lists the listed offers running now with uses left, as rules/offers.ts models them', async () => {
    const res = await t.app.inject({ url: '/api/v1/offers' });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((o: { code: string | null }) => o.code);
    expect(codes).toEqual(expect.arrayContaining(['RUN10', 'FIRST15', 'YOGA20', null]));
    expect(codes).not.toEqual(expect.arrayContaining(['WELCOME']));
    expect(codes).not.toContain('EXPIRED');
    expect(res.json().data.find((o: { code: string }) => o.code === 'RUN10')).toMatchObject({
      kind: 'percent',
      value: 10,
      maxDiscount: 500,
      scope: { categories: ['Sports Shoes/Running'], label: 'running shoes' },
      listed: true,
    });
  });
});
