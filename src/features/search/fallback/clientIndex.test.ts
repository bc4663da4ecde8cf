import fc from 'fast-check';
import { buildProduct } from '@/test/builders';
import { searchCatalogue, suggestFromCatalogue } from './clientIndex';
import { toIndexedProducts } from '../normalizers';
import { toSearchRequest } from '../searchResult';
import { EMPTY_SEARCH, FACETS, noFilters, type SearchState } from '../searchState';

const SIZES = ['S', 'M', 'L'];
const COLORS = ['Black', 'Red', 'Blue'];
const catalogue = fc
  .array(
    fc.record({
      title: fc.constantFrom('Running Shoes', 'Yoga Mat', 'Kettlebell 16 kg', 'Badminton Racket', 'Track Pants'),
      category: fc.constantFrom('Sports Shoes', 'Yoga Accessories', 'Training Gear'),
      regularPrice: fc.integer({ min: 100, max: 9000 }),
      sale: fc.boolean(),
      sizes: fc.subarray(SIZES, { minLength: 1 }),
      colors: fc.subarray(COLORS, { minLength: 1 }),
    }),
    { maxLength: 25 },
  )
  .map((rows) =>
    toIndexedProducts(
      rows.map((row, index) =>
        buildProduct({
          title: row.title,
          category: row.category,
          regularPrice: row.regularPrice,
          discountedPrice: row.sale ? row.regularPrice - 50 : null,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
          attributes: [
            { id: 's', key: 'size', value: row.sizes, metricUnit: null },
            { id: 'c', key: 'color', value: row.colors, metricUnit: null },
          ],
        }),
      ),
    ),
  );

const state = (change: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, filters: noFilters(), ...change });

describe('the client index', () => {
  it('counts each facet value as the total its own filter gives, with the other filters applied', () => {
    fc.assert(
      fc.property(
        catalogue,
        fc.constantFrom('', 'shoes', 'yoga mat'),
        fc.subarray(COLORS, { maxLength: 1 }),
        fc.boolean(),
        (items, q, colors, onSale) => {
          const base = state({ q, filters: { ...noFilters(), color: colors }, onSale });
          const result = searchCatalogue(items, toSearchRequest(base));
          for (const { value, count } of result.facets.size) {
            const narrowed = searchCatalogue(items, toSearchRequest({ ...base, filters: { ...base.filters, size: [value] } }));
            expect(narrowed.total).toBe(count);
          }
          expect(FACETS.every((facet) => result.facets[facet].every((entry) => entry.count > 0))).toBe(true);
        },
      ),
    );
  });

  it('keeps a price sort in order across pages, and the price range within bounds', () => {
    fc.assert(
      fc.property(catalogue, fc.integer({ min: 0, max: 5000 }), (items, min) => {
        const request = { ...toSearchRequest(state({ sort: 'price-asc', minPrice: min })), limit: 5 };
        const pages = [1, 2, 3, 4, 5, 6].flatMap((page) =>
          searchCatalogue(items, { ...request, page }).products.map((product) => product.price),
        );
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(pages.every((price) => price >= min)).toBe(true);
        expect(pages).toHaveLength(searchCatalogue(items, request).total);
      }),
    );
  });

  it('forgives a wrong letter, finds the word being typed, and suggests products and their category', () => {
    const items = toIndexedProducts([
      buildProduct({ title: 'Adjustable Dumbbell Set', category: 'Fitness Accessories' }),
      buildProduct({ title: 'Cast Iron Kettlebell', category: 'Training Gear' }),
    ]);
    const titles = (q: string) => searchCatalogue(items, toSearchRequest(state({ q }))).products.map((product) => product.name);
    expect(titles('dumbell')).toEqual(['Adjustable Dumbbell Set']);
    expect(titles('kettle bell')).toEqual(['Cast Iron Kettlebell']);
    expect(titles('cast ir')).toEqual(['Cast Iron Kettlebell']);
    expect(suggestFromCatalogue(items, 'kettleb', 8).slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'product', text: 'Cast Iron Kettlebell' }),
      { kind: 'category', text: 'Training Gear', category: 'Training Gear' },
    ]);
  });
});

describe('the client index reads intent words as GET /search does', () => {
  const brand = (name: string) => [{ id: 'b', key: 'brand', value: [name], metricUnit: null }];
  const items = toIndexedProducts([
    buildProduct({ title: 'Pace Running Shoes', category: 'Sports Shoes', regularPrice: 1799, gender: 'Men', attributes: brand('Nivia') }),
    buildProduct({ title: 'Stride Running Shoes', category: 'Sports Shoes', regularPrice: 2400, discountedPrice: 2000, gender: 'Women' }),
    buildProduct({ title: 'Elite Running Shoes', category: 'Sports Shoes', regularPrice: 3499, gender: 'Men', attributes: brand('Yonex') }),
    buildProduct({ title: 'Walking Shoes', category: 'Sports Shoes', regularPrice: 1299, attributes: brand('Nivia') }),
    buildProduct({ title: 'Cork Yoga Mat', category: 'Yoga Accessories', regularPrice: 999, gender: 'Women' }),
    buildProduct({ title: 'Grip Yoga Mat', category: 'Yoga Accessories', regularPrice: 899, gender: 'Men' }),
    buildProduct({ title: 'Travel Yoga Mat', category: 'Yoga Accessories', regularPrice: 1299, gender: 'Unisex' }),
  ]);
  const search = (q: string, change: Partial<SearchState> = {}) => searchCatalogue(items, toSearchRequest(state({ q, ...change })));
  const titles = (result: ReturnType<typeof search>) => result.products.map((product) => product.name).sort();

  it('"running shoes under 2000": the running shoes at ₹2,000 or less, the price understood', () => {
    const result = search('running shoes under 2000');
    expect(titles(result)).toEqual(['Pace Running Shoes', 'Stride Running Shoes']);
    expect(result.understood).toEqual([{ facet: 'price', words: 'under 2000', value: '-2000', values: [], max: 2000 }]);
    expect(result.relaxed).toBeNull();
    // Bounds tighten the request's own: the lower of the two maxima, the higher of the two minima.
    expect(titles(search('running shoes under 2000', { maxPrice: 1900 }))).toEqual(['Pace Running Shoes']);
    expect(titles(search('running shoes under 2000', { minPrice: 1800 }))).toEqual(['Stride Running Shoes']);
    expect(titles(search('running shoes over 1900', { minPrice: 2500 }))).toEqual(['Elite Running Shoes']);
    expect(titles(search('running shoes over 1900', { minPrice: 1000 }))).toEqual(['Elite Running Shoes', 'Stride Running Shoes']);
  });

  it('"yoga mat for women": the women\'s and the unisex mats, OR with a gender the request names', () => {
    const result = search('yoga mat for women');
    expect(titles(result)).toEqual(['Cork Yoga Mat', 'Travel Yoga Mat']);
    expect(result.understood).toEqual([{ facet: 'gender', words: 'for women', value: 'Women', values: ['Women', 'Unisex'] }]);
    const request = toSearchRequest(state({ q: 'yoga mat for women' }));
    const withMen = searchCatalogue(items, { ...request, filters: { ...request.filters, gender: ['Men'] } });
    expect(titles(withMen)).toEqual(['Cork Yoga Mat', 'Grip Yoga Mat', 'Travel Yoga Mat']);
  });

  it('a brand word filters by the brand, ANDed with the other filters', () => {
    const result = search('nivia shoes');
    expect(titles(result)).toEqual(['Pace Running Shoes', 'Walking Shoes']);
    expect(result.understood).toEqual([{ facet: 'brand', words: 'nivia', value: 'Nivia', values: ['Nivia'] }]);
    expect(titles(search('nivia shoes under 1500'))).toEqual(['Walking Shoes']);
    // A brand the catalogue does not hold stays a word of the text.
    expect(search('puma shoes').understood).toEqual([]);
  });

  it('"cheap" is the cheapest third of what the other words match', () => {
    const result = search('cheap running shoes');
    expect(titles(result)).toEqual(['Pace Running Shoes']);
    expect(result.understood).toEqual([{ facet: 'price', words: 'cheap', value: '-1799', values: [], max: 1799 }]);
    expect(titles(search('cheap yoga mat'))).toEqual(['Grip Yoga Mat']);
  });

  it('drops the words that match nothing on their own when nothing matches them all, and says so', () => {
    const result = search('zumbaa running shoes under 2000');
    expect(titles(result)).toEqual(['Pace Running Shoes', 'Stride Running Shoes']);
    expect(result.relaxed).toEqual({ dropped: 'zumbaa', showing: 'running shoes under 2000' });
    // The words as typed (exact) are never left out.
    expect(search('zumbaa running shoes', { exact: true }).relaxed).toBeNull();
  });
});
