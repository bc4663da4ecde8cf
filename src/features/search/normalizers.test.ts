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
    // Its stock is not counted: no In stock only facet.
    expect(result.inStock).toBeNull();
    expect(isSearchAnswer(answer)).toBe(true);
    // A listing page, as an API without search might send for an unknown path, is not a search answer.
    expect(isSearchAnswer({ data: [shoe], pagination: { total: 1 } })).toBe(false);
  });

  it('reads the In stock only count whatever arrives: a count of none or more, else no facet', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), fc.integer({ min: -3, max: 50 })), (inStock) => {
        const read = toSearchResult({ data: [], pagination: {}, facets: { inStock } }).inStock;
        if (read === null) expect(typeof inStock === 'number' && Number.isFinite(inStock) && inStock >= 0).toBe(false);
        else expect(Number.isInteger(read) && read >= 0).toBe(true);
      }),
    );
    expect(toSearchResult({ data: [], pagination: {}, facets: { inStock: 4 } }).inStock).toBe(4);
    expect(toSearchResult({ data: [], pagination: {}, facets: {} }).inStock).toBeNull();
  });

  it('reads the words taken as filters whatever arrives: a known facet, words to take out, a value or price bounds', () => {
    const junk = fc.oneof(fc.anything(), fc.constantFrom('', '  ', -5, '1500', Infinity, null));
    const entry = fc.oneof(
      fc.anything(),
      fc.record(
        {
          facet: fc.oneof(fc.constantFrom('price', 'gender', 'size', 'color', 'brand', 'category', 'Price'), junk),
          words: fc.oneof(fc.string(), junk),
          value: fc.oneof(fc.string(), junk),
          values: fc.oneof(fc.array(fc.oneof(fc.string(), junk), { maxLength: 3 }), junk),
          min: fc.oneof(fc.integer({ min: -10, max: 5000 }), junk),
          max: fc.oneof(fc.integer({ min: -10, max: 5000 }), junk),
        },
        { requiredKeys: [] },
      ),
    );
    const query = fc.record(
      {
        q: fc.string(),
        understood: fc.oneof(fc.array(entry, { maxLength: 5 }), junk),
        relaxed: fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom('dropped', 'showing'), fc.oneof(fc.string(), junk))),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(query, (q) => {
        const result = toSearchResult({ data: [], pagination: {}, facets: {}, query: q });
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
        const { understood, relaxed } = result;
        for (const item of understood) {
          expect(['price', 'gender', 'size', 'color', 'brand']).toContain(item.facet);
          expect(item.words.trim()).not.toBe('');
          if (item.facet === 'price') {
            expect(item.min !== undefined || item.max !== undefined).toBe(true);
            expect(item.min ?? 0).toBeLessThanOrEqual(item.max ?? Infinity);
          } else {
            expect(item.value.trim()).not.toBe('');
            expect(item.values.every((value) => typeof value === 'string' && value !== '')).toBe(true);
          }
        }
        if (relaxed) expect(relaxed.dropped && relaxed.showing).toBeTruthy();
      }),
    );
  });

  it('drops understood entries of an unknown facet, without words, value or bounds, and repeats; an API that sends none gives none', () => {
    const read = (query: unknown) => toSearchResult({ data: [], pagination: {}, facets: {}, query });
    const { understood, relaxed } = read({
      q: 'red shoes under 2000 for women',
      understood: [
        { facet: 'price', words: 'under 2000', value: '-2000', values: [], max: '2000' },
        { facet: 'gender', words: ' for  women ', value: 'Women', values: ['Women', 'Unisex', 7] },
        { facet: 'category', words: 'shoes', value: 'Shoes', values: ['Shoes'] },
        { facet: 'color', words: '', value: 'Red', values: ['Red'] },
        { facet: 'color', words: 'red', value: ' ', values: ['Red'] },
        { facet: 'price', words: 'cheap', value: '-', values: [] },
        { facet: 'price', words: '1000 to 500', value: '1000-500', values: [], min: 1000, max: 500 },
        { facet: 'price', words: 'under 2000', value: '-2000', values: [], max: 2000 },
        'red',
        null,
      ],
      relaxed: { dropped: 'nike', showing: '' },
    });
    expect(understood).toEqual([
      { facet: 'price', words: 'under 2000', value: '-2000', values: [], max: 2000 },
      { facet: 'gender', words: 'for women', value: 'Women', values: ['Women', 'Unisex'] },
    ]);
    expect(relaxed).toBeNull();
    expect(read({ q: 'nike shoes', relaxed: { dropped: ' nike ', showing: 'shoes' } })).toMatchObject({
      understood: [],
      relaxed: { dropped: 'nike', showing: 'shoes' },
    });
    expect(read({ q: 'shoes' })).toMatchObject({ understood: [], relaxed: null });
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
