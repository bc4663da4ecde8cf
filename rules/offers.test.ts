import { bestPriceWith, discountOf, OFFER_TEXTS, offerRefusal, quoteCart, scopeWords, type Offer, type OfferProduct } from './offers';

const NOW = '2026-12-03T06:00:00.000Z';
const shoe: OfferProduct = {
  id: 'shoe',
  category: 'Sports Shoes',
  parentCategory: 'Running',
  brand: 'Campus',
  regularPrice: 1999,
  discountedPrice: null,
};
const saleShoe: OfferProduct = { ...shoe, id: 'sale-shoe', regularPrice: 5999, discountedPrice: 4499 };
const mat: OfferProduct = {
  id: 'mat',
  category: 'Yoga Accessories',
  parentCategory: 'Mats',
  attributes: [{ key: 'brand', value: ['Boldfit'] }],
  regularPrice: 899,
  discountedPrice: null,
};

const offer = (o: Partial<Offer>): Offer => ({
  code: 'SAVE10',
  title: '10% off',
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minCartValue: 0,
  scope: {},
  includeSaleItems: true,
  firstOrderOnly: false,
  oncePerShopper: false,
  totalUses: null,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  listed: true,
  ...o,
});
const run10 = offer({ code: 'RUN10', scope: { categories: ['Sports Shoes/Running'], label: 'running shoes' }, maxDiscount: 500 });
const cart = (...lines: Array<[OfferProduct, number]>) => lines.map(([product, quantity]) => ({ product, quantity }));

describe('offerRefusal', () => {
  it('says each reason in words', () => {
    const ctx = { now: NOW };
    expect(offerRefusal(offer({ minCartValue: 2419 }), cart([shoe, 1]), ctx)).toBe('Add ₹420 more to use SAVE10');
    expect(offerRefusal(offer({ code: null, title: '₹200 off', minCartValue: 2999 }), cart([shoe, 1]), ctx)).toBe(
      'Add ₹1,000 more for ₹200 off',
    );
    expect(offerRefusal(run10, cart([mat, 2]), ctx)).toBe('Only on running shoes');
    expect(offerRefusal(offer({ endsAt: '2026-11-30T18:30:00.000Z' }), cart([shoe, 1]), ctx)).toBe('Expired');
    expect(offerRefusal(offer({ startsAt: '2026-12-05T00:00:00+05:30' }), cart([shoe, 1]), ctx)).toBe('Starts on 5 December 2026');
    expect(offerRefusal(offer({ firstOrderOnly: true }), cart([shoe, 1]), { ...ctx, shopper: { ordersBefore: 1, usedOffers: [] } })).toBe(
      'Only on your first order',
    );
    const used = offer({ id: 'o1', oncePerShopper: true });
    expect(offerRefusal(used, cart([shoe, 1]), { ...ctx, shopper: { ordersBefore: 1, usedOffers: ['o1'] } })).toBe(
      'You have already used SAVE10',
    );
    expect(offerRefusal(used, cart([shoe, 1]), { ...ctx, usedUp: ['o1'] })).toBe('SAVE10 has been used up');
    expect(offerRefusal(offer({ includeSaleItems: false }), cart([saleShoe, 1]), ctx)).toBe('Not on items already on sale');
    expect(offerRefusal(offer({}), [], ctx)).toBe('Add something to your cart to use SAVE10');
    expect(offerRefusal(offer({ minCartValue: 1999 }), cart([shoe, 1]), ctx)).toBeNull();
  });

  it('checks first order and once per shopper only for a shopper it knows', () => {
    const o = offer({ firstOrderOnly: true, oncePerShopper: true });
    expect(offerRefusal(o, cart([shoe, 1]), { now: NOW })).toBeNull();
    expect(offerRefusal(o, cart([shoe, 1]), { now: NOW, shopper: { ordersBefore: 0, usedOffers: [] } })).toBeNull();
  });

  it('words a scope from its lists when it has no label', () => {
    expect(scopeWords({ categories: ['Sports Shoes/Running'] })).toBe('running sports shoes');
    expect(scopeWords({ brands: ['Yonex'], categories: ['Sports Shoes'] })).toBe('Yonex sports shoes');
    expect(scopeWords({ productIds: ['x'] })).toBe(OFFER_TEXTS.selectedProducts);
  });

  it('matches a category, a sub-category, a brand from the attributes, a product id', () => {
    const ctx = { now: NOW };
    expect(offerRefusal(offer({ scope: { categories: ['running'] } }), cart([shoe, 1]), ctx)).toBeNull();
    expect(offerRefusal(offer({ scope: { categories: ['sports shoes/trail'] } }), cart([shoe, 1]), ctx)).toMatch(/^Only on/);
    expect(offerRefusal(offer({ scope: { brands: ['boldfit'] } }), cart([mat, 1]), ctx)).toBeNull();
    expect(offerRefusal(offer({ scope: { productIds: ['MAT'] } }), cart([mat, 1]), ctx)).toBeNull();
  });
});

describe('quoteCart', () => {
  it('applies the typed code, spread over the eligible lines to the paisa', () => {
    const q = quoteCart(cart([shoe, 1], [mat, 1]), [run10], { now: NOW, coupon: ' run10 ' });
    expect(q.coupon).toEqual({ code: 'RUN10', applied: true, reason: null });
    expect(q.applied).toEqual({ code: 'RUN10', title: '10% off', saving: 199.9 });
    expect(q.lines.map((l) => l.discount)).toEqual([199.9, 0]);
    expect(q).toMatchObject({ subtotal: 2898, discount: 199.9, total: 2698.1 });
  });

  it('holds the ceiling', () => {
    const q = quoteCart(cart([shoe, 3]), [run10], { now: NOW, coupon: 'RUN10' });
    expect(q.discount).toBe(500);
    expect(q.lines[0]).toMatchObject({ unitPrice: 1999, lineTotal: 5997, discount: 500 });
  });

  it('takes the best automatic offer when no code is typed or the code does not apply', () => {
    const small = offer({ code: null, title: '₹100 off', kind: 'flat', value: 100 });
    const big = offer({ code: null, title: '₹200 off above ₹2,999', kind: 'flat', value: 200, minCartValue: 2999 });
    expect(quoteCart(cart([shoe, 2]), [small, big, run10], { now: NOW }).applied?.title).toBe('₹200 off above ₹2,999');
    const q = quoteCart(cart([mat, 1]), [small, big, run10], { now: NOW, coupon: 'RUN10' });
    expect(q.coupon).toEqual({ code: 'RUN10', applied: false, reason: 'Only on running shoes' });
    expect(q.applied).toEqual({ code: null, title: '₹100 off', saving: 100 });
  });

  it('names an unknown code', () => {
    expect(quoteCart(cart([shoe, 1]), [run10], { now: NOW, coupon: 'nope' }).coupon).toEqual({
      code: 'NOPE',
      applied: false,
      reason: 'NOPE is not a valid code',
    });
  });

  it('lists the listed offers running now, best saving first, with why the others do not apply', () => {
    const hidden = offer({ code: 'WELCOME', listed: false });
    const later = offer({ code: 'LATER', startsAt: '2027-01-01T00:00:00Z' });
    const flat = offer({ code: 'FLAT300', kind: 'flat', value: 300, minCartValue: 3000 });
    const q = quoteCart(cart([shoe, 1]), [hidden, later, flat, run10], { now: NOW });
    expect(q.offers).toEqual([
      { code: 'RUN10', title: '10% off', saving: 199.9, applies: true, reason: null },
      { code: 'FLAT300', title: '10% off', saving: 0, applies: false, reason: 'Add ₹1,001 more to use FLAT300' },
    ]);
    expect(q.applied).toBeNull();
  });

  it('never takes more than the eligible lines are worth', () => {
    const q = quoteCart(cart([mat, 1]), [offer({ kind: 'flat', value: 5000 })], { now: NOW, coupon: 'SAVE10' });
    expect(q).toMatchObject({ discount: 899, total: 0 });
  });

  it('leaves sale items out when the offer says so', () => {
    const o = offer({ includeSaleItems: false });
    expect(quoteCart(cart([saleShoe, 1], [shoe, 1]), [o], { now: NOW, coupon: 'SAVE10' }).lines.map((l) => l.discount)).toEqual([0, 199.9]);
  });
});

describe('discountOf', () => {
  it('gives the paise left by rounding to the largest remainders', () => {
    const one = (id: string): OfferProduct => ({ ...mat, id, regularPrice: 1 });
    const { total, perLine } = discountOf(offer({ kind: 'flat', value: 1 }), cart([one('a'), 1], [one('b'), 1], [one('c'), 1]));
    expect(total).toBe(100);
    expect(perLine).toEqual([34, 33, 33]);
  });
});

describe('bestPriceWith', () => {
  it('is the price of the product alone after a listed offer', () => {
    expect(bestPriceWith(run10, shoe, NOW)).toBe(1799.1);
    expect(OFFER_TEXTS.bestPrice(1799.1, 'RUN10')).toBe('Best price ₹1,799.1 with RUN10');
  });

  it('is null for an offer that is unlisted, does not reach the product, or needs a bigger cart', () => {
    expect(bestPriceWith({ ...run10, listed: false }, shoe, NOW)).toBeNull();
    expect(bestPriceWith(run10, mat, NOW)).toBeNull();
    expect(bestPriceWith(offer({ minCartValue: 2999 }), shoe, NOW)).toBeNull();
  });
});
