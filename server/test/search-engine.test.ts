/**
 * The server runs the facet model of rules/ (filters.ts, facets.ts) over its typed-array copy of
 * the catalogue (modules/search/browse.ts, filters.ts), for speed; the plain-row model
 * (rules/browse.ts) is what the app's fallback and the fake shop run. Both must answer alike: the
 * same products, the same counts, the same spelling shown.
 */
import fc from 'fast-check';
import { browseRows, soldOutLast } from '../../rules/browse';
import { FACETS } from '../../rules/facets';
import * as rulesFilters from '../../rules/filters';
import { browse } from '../src/modules/search/browse';
import { buildCatalogue } from '../src/modules/search/catalogue';

describe("the server's facet engine", () => {
  const SPELLINGS = {
    category: ['Alpha Gear', 'alpha gear', 'Beta Gear', 'Red'],
    parentCategory: ['Pads', 'pads', 'Grips'],
    gender: ['Men', 'Women', 'women', ' Men'],
    size: ['S', 'M', 'L', 'XL', ''],
    color: ['Black', 'black', 'BLACK', 'Red', 'Sky Blue', '  '],
    brand: ['Nivia', 'Yonex', 'nivia', 'red'],
  };
  type Name = keyof typeof SPELLINGS;
  const one = (values: string[]) => fc.option(fc.constantFrom(...values));
  const many = (values: string[]) => fc.array(fc.constantFrom(...values), { maxLength: 3 });
  const row = fc.record({
    facets: fc.record({
      category: fc.constantFrom(...SPELLINGS.category),
      parentCategory: one(SPELLINGS.parentCategory),
      gender: one(SPELLINGS.gender),
      size: many(SPELLINGS.size),
      color: many(SPELLINGS.color),
      brand: many(SPELLINGS.brand),
    }),
    price: fc.integer({ min: 1, max: 50 }).map((n) => n * 100),
    onSale: fc.boolean(),
    featured: fc.boolean(),
    soldOut: fc.boolean(),
  });
  const some = (values: string[]) =>
    fc.uniqueArray(fc.constantFrom(...values, ...values.map((v) => ` ${v.toUpperCase()}`)), { maxLength: 2 });
  const searchFilters = fc
    .record({
      category: some(SPELLINGS.category),
      parentCategory: some(SPELLINGS.parentCategory),
      gender: some(SPELLINGS.gender),
      size: some(SPELLINGS.size),
      color: some(SPELLINGS.color),
      brand: some(SPELLINGS.brand),
      minPrice: fc.option(fc.integer({ min: 0, max: 30 }).map((n) => n * 100)),
      maxPrice: fc.option(fc.integer({ min: 20, max: 60 }).map((n) => n * 100)),
      onSale: fc.boolean(),
      inStock: fc.boolean(),
    })
    .map((f) => ({ ...f, maxPrice: f.maxPrice === null ? null : Math.max(f.maxPrice, f.minPrice ?? 0) }));

  /** The server's catalogue copy of plain rows, newest first as its SQL reads them. */
  const copyOf = (rows: rulesFilters.Row[]) =>
    buildCatalogue('1', {
      key: rows.map((_, i) => i + 1),
      id: rows.map((_, i) => `p${i}`),
      facets: Object.fromEntries(
        FACETS.map(({ name, many: isMany }) => [
          name,
          rows.map((r) => (isMany ? [...rulesFilters.valuesIn(r.facets[name])] : (r.facets[name] as string | null))),
        ]),
      ) as Record<Name, Array<string | null | string[]>>,
      price: rows.map((r) => r.price),
      onSale: rows.map((r) => r.onSale),
      featured: rows.map((r) => r.featured),
      kind: rows.map(() => null),
      position: { 'price-asc': rows.map((_, i) => i), 'price-desc': rows.map((_, i) => i), discount: rows.map((_, i) => i) },
    });

  it('filters and counts as the plain-row model does, to the spelling shown', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 15 }), searchFilters, fc.boolean(), (rows, f, browsing) => {
        const matched = browsing ? null : rows.map((_, i) => i).filter((i) => i % 3 !== 1);
        const soldOut = Uint8Array.from(rows, (r) => (r.soldOut ? 1 : 0));
        const server = browse(copyOf(rows), matched && Int32Array.from(matched), f, 'relevance', 0, 100, soldOut);
        const model = browseRows(rows, matched, rulesFilters.searchFilters(f));
        expect(server.ids).toEqual(soldOutLast(model.passing, (i) => rows[i]!.soldOut).map((i) => `p${i}`));
        expect(server.total).toBe(model.passing.length);
        expect(server.facets).toEqual({ ...model.facets, price: model.price });
        expect(server.inStock).toBe(model.inStock);
      }),
      { numRuns: 300 },
    );
  });
});
