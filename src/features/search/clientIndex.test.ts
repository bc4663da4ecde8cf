import fc from 'fast-check';
import { buildProduct } from '@/test/builders';
import { searchCatalogue, suggestFromCatalogue } from './clientIndex';
import { toIndexedProducts } from './normalizers';
import { toSearchRequest } from './searchResult';
import { EMPTY_SEARCH, FACETS, noFilters, type SearchState } from './searchState';

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
