import fc from 'fast-check';
import { payloadLike } from '@/test/arbitraries';
import { buildProduct } from '@/test/builders';
import { fakeSearch } from '@/test/fakeSearch';
import { isSearchAnswer, toIndexedProducts, toSearchResult, toSuggestions } from './normalizers';

describe('search answers from outside', () => {
  it('never throw, whatever arrives, and give plain serializable data', () => {
    fc.assert(
      fc.property(
        payloadLike(['data', 'pagination', 'facets', 'query', 'suggestions', 'type', 'text', 'productId', 'price', 'count', 'value']),
        (body) => {
          const result = toSearchResult(body);
          expect(JSON.parse(JSON.stringify(result))).toEqual(result);
          expect(result.total).toBeGreaterThanOrEqual(0);
          expect(Array.isArray(toSuggestions(body))).toBe(true);
          expect(Array.isArray(toIndexedProducts(body))).toBe(true);
          expect(typeof isSearchAnswer(body)).toBe('boolean');
        },
      ),
    );
  });

  it('reads a search answer by the contract: cards, total, facets, price span, correction', () => {
    const shoe = buildProduct({
      title: 'Trail Shoe',
      regularPrice: 3000,
      discountedPrice: 2500,
      attributes: [{ id: 'a', key: 'size', value: ['UK 8'], metricUnit: null }],
    });
    const answer = fakeSearch([shoe], new URLSearchParams('q=trail'));
    const result = toSearchResult({ ...answer, query: { q: 'trial', corrected: 'trail' } });
    expect(result.products.map((product) => product.name)).toEqual(['Trail Shoe']);
    expect(result.total).toBe(1);
    expect(result.facets.size).toEqual([{ value: 'UK 8', count: 1 }]);
    expect(result.price).toEqual({ min: 2500, max: 2500 });
    expect(result.corrected).toBe('trail');
    expect(isSearchAnswer(answer)).toBe(true);
    // A listing page, as an API without search might send for an unknown path, is not a search answer.
    expect(isSearchAnswer({ data: [shoe], pagination: { total: 1 } })).toBe(false);
  });

  it('drops suggestions it cannot open and repeats of the same one', () => {
    expect(
      toSuggestions({
        suggestions: [
          { type: 'product', text: 'Mat', productId: 'p1', imgUrl: 'javascript:alert(1)', price: '499' },
          { type: 'product', text: 'Mat', productId: 'p1', imgUrl: '', price: 499 },
          { type: 'product', text: 'No id', productId: '' },
          { type: 'category', text: 'Yoga', category: 'Yoga Accessories' },
          { type: 'query', text: '  yoga   mat ' },
          { type: 'ad', text: 'Buy now' },
        ],
      }),
    ).toEqual([
      { kind: 'product', text: 'Mat', productId: 'p1', image: '', price: 499 },
      { kind: 'category', text: 'Yoga', category: 'Yoga Accessories' },
      { kind: 'query', text: 'yoga mat' },
    ]);
  });
});
