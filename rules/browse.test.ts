import fc from 'fast-check';
import { browseRows, soldOutLast } from './browse';
import { COUNTED_FACETS, caseKey, type CountedFacetName } from './facets';
import { noFilters, searchFilters, valuesIn, type Row, type SearchFilters } from './filters';

const row = (facets: Partial<Row['facets']>, price = 1000, onSale = false, soldOut = false): Row => ({
  facets: { category: 'Mats', parentCategory: null, gender: null, size: [], color: [], brand: [], ...facets },
  price,
  onSale,
  featured: false,
  soldOut,
});
const browse = (catalogue: Row[], f: Partial<SearchFilters>, matched: number[] | null = null) =>
  browseRows(catalogue, matched, searchFilters({ ...noFilters(), ...f }));

describe('browseRows', () => {
  const catalogue = [
    row({ size: ['S', 'M'], color: ['Black'] }, 500),
    row({ size: ['M'], color: ['black'] }, 1500, true),
    row({ size: ['L'], color: ['Red'] }, 2500),
    row({ category: 'Balls', size: ['M'], color: ['Black'] }, 800),
  ];

  it("counts each facet without its own filter, the others applied, and the price span without the price's", () => {
    const { passing, facets, price } = browse(catalogue, { size: ['M'], maxPrice: 1000 });
    expect(passing).toEqual([0, 3]);
    // Sizes are listed as sizes (sizes.ts), whatever their counts; other facets commonest first.
    expect(facets.size).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 2 },
    ]);
    expect(facets.color).toEqual([{ value: 'Black', count: 2 }]);
    expect(facets.category).toEqual([
      { value: 'Balls', count: 1 },
      { value: 'Mats', count: 1 },
    ]);
    expect(price).toEqual({ min: 500, max: 1500 });
  });

  it('keeps the order matched and counts only the matched rows', () => {
    const { passing, facets } = browse(catalogue, {}, [2, 0]);
    expect(passing).toEqual([2, 0]);
    expect(facets.color).toEqual([
      { value: 'Black', count: 1 },
      { value: 'Red', count: 1 },
    ]);
  });

  it('shows a spelling held as often as another as the catalogue first wrote it', () => {
    expect(browse(catalogue, { onSale: true }).facets.color).toEqual([{ value: 'black', count: 1 }]);
    expect(browse([catalogue[1]!, catalogue[0]!], {}).facets.color).toEqual([{ value: 'black', count: 2 }]);
    expect(browse(catalogue, {}).facets.color[0]).toEqual({ value: 'Black', count: 3 });
  });

  it('answers no span and empty facets when nothing matches', () => {
    expect(browse(catalogue, {}, [])).toEqual({
      passing: [],
      facets: { category: [], parentCategory: [], size: [], color: [], brand: [] },
      price: { min: null, max: null },
      inStock: 0,
    });
  });
});

// Few values, so that filters often hit and spellings often differ only in case.
const SPELLINGS: Record<CountedFacetName | 'gender', string[]> = {
  category: ['Alpha Gear', 'alpha gear', 'Beta Gear'],
  parentCategory: ['Pads', 'Grips'],
  gender: ['Men', 'Women', 'women'],
  size: ['S', 'M', 'L', 'XL'],
  color: ['Black', 'black', 'Red', 'Sky Blue'],
  brand: ['Nivia', 'Yonex', 'nivia'],
};
const one = (values: string[]) => fc.option(fc.constantFrom(...values));
const many = (values: string[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 });
const rows = fc.array(
  fc.record({
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
    featured: fc.constant(false),
    soldOut: fc.boolean(),
  }),
  { maxLength: 15 },
);
const some = (values: string[]) => fc.uniqueArray(fc.constantFrom(...values, ...values.map((v) => v.toUpperCase())), { maxLength: 2 });
const asked: fc.Arbitrary<SearchFilters> = fc
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

it("holds the faceted search's laws on any catalogue and filters", () => {
  fc.assert(
    fc.property(rows, asked, fc.boolean(), (catalogue, f, browsing) => {
      const matched = browsing ? null : catalogue.map((_, i) => i).filter((i) => i % 3 !== 1);
      const { passing, facets, price, inStock } = browseRows(catalogue, matched, searchFilters(f));
      const without = (change: Partial<SearchFilters>) => browseRows(catalogue, matched, searchFilters({ ...f, ...change })).passing;

      // A row passes when it passes every filter, one at a time.
      const alone = (change: Partial<SearchFilters>) => new Set(without({ ...noFilters(), ...change }));
      const asks = [...(['category', 'parentCategory', 'gender', 'size', 'color', 'brand'] as const).map((k) => ({ [k]: f[k] }))];
      const each = [...asks, { minPrice: f.minPrice, maxPrice: f.maxPrice }, { onSale: f.onSale }, { inStock: f.inStock }].map(alone);
      expect(passing).toEqual((matched ?? catalogue.map((_, i) => i)).filter((i) => each.every((set) => set.has(i))));

      // Each facet counts its values over the rows passing every filter but its own.
      for (const facet of COUNTED_FACETS) {
        const counted: Record<string, number> = {};
        for (const i of without({ [facet]: [] }))
          for (const v of valuesIn(catalogue[i]!.facets[facet])) counted[caseKey(v)] = (counted[caseKey(v)] ?? 0) + 1;
        expect([facet, Object.fromEntries(facets[facet].map((v) => [caseKey(v.value), v.count]))]).toEqual([facet, counted]);
      }

      // The price span covers the rows passing every filter but the price range.
      const priced = without({ minPrice: null, maxPrice: null }).map((i) => catalogue[i]!.price);
      expect(price).toEqual(priced.length ? { min: Math.min(...priced), max: Math.max(...priced) } : { min: null, max: null });

      // In stock: the rows passing every filter that are not sold out, with the filter on or off.
      expect(inStock).toBe(without({ inStock: false }).filter((i) => !catalogue[i]!.soldOut).length);
    }),
  );
});

describe('soldOutLast', () => {
  it('puts the sold-out items after the others, keeping the order of each part', () => {
    expect(soldOutLast([5, 1, 4, 2, 3], (n) => n % 2 === 0)).toEqual([5, 1, 3, 4, 2]);
    expect(soldOutLast([], () => true)).toEqual([]);
  });

  it('moves no item but the sold-out ones, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), gone: fc.boolean() })), (items) => {
        const out = soldOutLast(items, (item) => item.gone);
        const rest = items.filter((item) => !item.gone);
        expect(out).toEqual([...rest, ...items.filter((item) => item.gone)]);
      }),
    );
  });
});
