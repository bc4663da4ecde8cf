import fc from 'fast-check';
import { payloadLike } from '@/test/arbitraries';
import { toQuote } from './quote';

describe('a quote as the server answers it', () => {
  it('never throws, never totals below zero from its own parts, and keeps no offer without a code', () => {
    fc.assert(
      fc.property(
        payloadLike(['lines', 'subtotal', 'discount', 'total', 'applied', 'coupon', 'offers', 'code', 'saving', 'applies', 'reason']),
        (payload) => {
          const quote = toQuote(payload);
          return quote.offered && quote.discount >= 0 && quote.offers.every((offer) => offer.code !== '');
        },
      ),
    );
  });

  it('puts offers that apply first, the best saving first', () => {
    const quote = toQuote({
      subtotal: 5000,
      offers: [
        { code: 'A', saving: 100, applies: true },
        { code: 'B', saving: 0, applies: false, reason: 'Expired' },
        { code: 'C', saving: 400, applies: true },
      ],
    });
    expect(quote.offers.map((offer) => offer.code)).toEqual(['C', 'A', 'B']);
    expect(quote.total).toBe(5000);
  });
});
