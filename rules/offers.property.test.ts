/**
 * The quote's promises over random carts and offers: the total is the lines less the discount and
 * never below 0, the discount never passes the ceiling nor what the eligible lines are worth, the
 * lines' shares add up to it to the paisa, and the same inputs give the same quote.
 */
import fc from 'fast-check';
import { propertyRuns } from '../src/test/propertyRuns';
import { eligible, offerRefusal, quoteCart, type CartLine, type Offer, type OfferProduct } from './offers';

const NOW = '2026-12-03T06:00:00.000Z';
const paise = (r: number) => Math.round(r * 100);

const money = fc.integer({ min: 0, max: 2_000_000 }).map((p) => p / 100);
const product: fc.Arbitrary<OfferProduct> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  category: fc.constantFrom('Sports Shoes', 'Gym Wear'),
  parentCategory: fc.constantFrom('Running', 'Trail', null),
  brand: fc.constantFrom('Campus', 'Yonex', null),
  regularPrice: money,
  discountedPrice: fc.option(money),
});
const line: fc.Arbitrary<CartLine> = fc.record({ product, quantity: fc.integer({ min: 1, max: 1000 }) });
const offer: fc.Arbitrary<Offer> = fc.record({
  id: fc.uuid(),
  code: fc.option(fc.constantFrom('SAVE10', 'RUN10', 'FLAT'), { nil: null }),
  title: fc.constantFrom('One', 'Two'),
  kind: fc.constantFrom('percent' as const, 'flat' as const),
  value: fc.integer({ min: 1, max: 10_000 }).map((v) => v / 100),
  maxDiscount: fc.option(money, { nil: null }),
  minCartValue: fc.oneof(fc.constant(0), money),
  scope: fc.oneof(
    fc.constant({}),
    fc.record({ categories: fc.subarray(['Running', 'Sports Shoes/Trail', 'Gym Wear']) }),
    fc.record({ brands: fc.subarray(['Campus', 'Yonex']) }),
    fc.record({ productIds: fc.subarray(['a', 'b']) }),
  ),
  includeSaleItems: fc.boolean(),
  firstOrderOnly: fc.boolean(),
  oncePerShopper: fc.boolean(),
  totalUses: fc.constant(null),
  startsAt: fc.constantFrom('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'),
  endsAt: fc.constantFrom(null, '2026-06-01T00:00:00Z', '2027-06-01T00:00:00Z'),
  listed: fc.boolean(),
});
const context = fc.record({
  now: fc.constant(NOW),
  coupon: fc.option(fc.constantFrom('save10', 'RUN10', ' flat ', 'NOPE'), { nil: null }),
  shopper: fc.option(fc.record({ ordersBefore: fc.nat(3), usedOffers: fc.constant([] as string[]) }), { nil: null }),
});

it('prices every cart within its promises', () => {
  fc.assert(
    fc.property(
      fc.array(line, { maxLength: 50 }),
      fc.uniqueArray(offer, { maxLength: 6, selector: (o) => o.code ?? o.id }),
      context,
      (cart, offers, ctx) => {
        const q = quoteCart(cart, offers, ctx);
        const lines = q.lines.reduce((sum, l) => sum + paise(l.lineTotal), 0);
        expect(paise(q.subtotal)).toBe(lines);
        expect(paise(q.total)).toBe(lines - paise(q.discount));
        expect(q.total).toBeGreaterThanOrEqual(0);
        expect(q.lines.reduce((sum, l) => sum + paise(l.discount), 0)).toBe(paise(q.discount));
        for (const l of q.lines) expect(paise(l.discount)).toBeLessThanOrEqual(paise(l.lineTotal));
        const applied = q.appliedOffer;
        if (!applied) expect(q.discount).toBe(0);
        else {
          expect(offerRefusal(applied, cart, ctx)).toBeNull();
          if (applied.maxDiscount !== null) expect(paise(q.discount)).toBeLessThanOrEqual(paise(applied.maxDiscount));
          const covered = q.lines.filter((_, i) => eligible(applied, cart[i]!));
          expect(paise(q.discount)).toBeLessThanOrEqual(covered.reduce((sum, l) => sum + paise(l.lineTotal), 0));
          q.lines.forEach((l, i) => eligible(applied, cart[i]!) || expect(l.discount).toBe(0));
        }
        expect(quoteCart(cart, offers, ctx)).toEqual(q);
        expect(quoteCart(cart, [...offers].reverse(), ctx)).toEqual(q);
      },
    ),
    { numRuns: propertyRuns(200, 2000) },
  );
});
