import fc from 'fast-check';
import { junkText } from '@/test/arbitraries';
import {
  FACETS,
  SORTS,
  activeFilterCount,
  readSearchState,
  searchParamsOf,
  toggleValue,
  withoutFilters,
  type SearchState,
} from './searchState';
import { cleanQuery, searchPathFor } from './searchWords';

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('running shoes', 'UK 8', 'Black/Orange', 'a&b=c', '50% off', '+91', 'é'),
  junkText,
);
const cleanText = text.map(cleanQuery);
const values = fc.uniqueArray(
  cleanText.filter((value) => value !== ''),
  { maxLength: 4 },
);
const price = fc.option(fc.integer({ min: 0, max: 999_999_999 }), { nil: null });

/** Any state a shopper can reach: what read gives for some URL. */
const state: fc.Arbitrary<SearchState> = fc
  .record({
    q: cleanText,
    exact: fc.boolean(),
    sort: fc.option(fc.constantFrom(...SORTS), { nil: null }),
    page: fc.integer({ min: 1, max: 5000 }),
    filters: fc.record(
      Object.fromEntries(FACETS.map((facet) => [facet, values])) as Record<(typeof FACETS)[number], fc.Arbitrary<string[]>>,
    ),
    prices: fc.tuple(price, price),
    onSale: fc.boolean(),
    inStock: fc.boolean(),
  })
  .map(({ prices: [a, b], ...rest }) => ({
    ...rest,
    exact: rest.exact && rest.q !== '',
    minPrice: a !== null && b !== null ? Math.min(a, b) : a,
    maxPrice: a !== null && b !== null ? Math.max(a, b) : b,
  }));

/** Query strings as anyone may type or paste them. */
const anyQuery = fc
  .array(fc.tuple(fc.constantFrom('q', 'exact', 'sort', 'page', 'minPrice', 'maxPrice', 'onSale', 'inStock', ...FACETS, 'other'), text), {
    maxLength: 12,
  })
  .map((pairs) => new URLSearchParams(pairs));

describe('URL ⇄ search state', () => {
  it('reads back every state it writes (a shared link shows the same results)', () => {
    fc.assert(
      fc.property(state, (original) => {
        const url = searchParamsOf(original).toString();
        expect(readSearchState(new URLSearchParams(url))).toEqual(original);
      }),
    );
  });

  it('reads any query string without throwing, and writing what it read is stable', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const read = readSearchState(query);
        const written = searchParamsOf(read);
        expect(readSearchState(written)).toEqual(read);
        expect(searchParamsOf(readSearchState(written)).toString()).toBe(written.toString());
        expect(read.q.length).toBeLessThanOrEqual(200);
        expect(read.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('every change of filters goes back to page 1', () => {
    fc.assert(
      fc.property(state, fc.constantFrom(...FACETS), cleanText.filter(Boolean), (original, facet, value) => {
        expect(toggleValue(original, facet, value).page).toBe(1);
        expect(withoutFilters(original).page).toBe(1);
      }),
    );
  });

  it('keeps the keys in one order and leaves defaults out', () => {
    const read = readSearchState(
      new URLSearchParams('page=1&onSale=true&size=M&q=%20yoga%20%20mat%20&size=L&size=M&sort=bogus&minPrice=900&maxPrice=100'),
    );
    expect(searchParamsOf(read).toString()).toBe('q=yoga+mat&size=M&size=L&minPrice=100&maxPrice=900&onSale=true');
    expect(activeFilterCount(read)).toBe(4);
  });

  it('turns In stock only on from inStock=true alone, and counts and clears it as a filter', () => {
    fc.assert(fc.property(anyQuery, (query) => expect(readSearchState(query).inStock).toBe(query.get('inStock') === 'true')));
    const read = readSearchState(new URLSearchParams('inStock=true&q=shoes'));
    expect(searchParamsOf(read).toString()).toBe('q=shoes&inStock=true');
    expect(activeFilterCount(read)).toBe(1);
    expect(withoutFilters(read).inStock).toBe(false);
    expect(readSearchState(new URLSearchParams('inStock=1')).inStock).toBe(false);
  });

  it('a new search from the box carries nothing over', () => {
    expect(searchPathFor('  runing   shoes ')).toBe('/search?q=runing+shoes');
    expect(searchPathFor('')).toBe('/search');
  });
});
