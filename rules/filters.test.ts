import { cheapFilter } from './intent';
import {
  FAILS_MANY,
  failing,
  listingFilters,
  noFilters,
  PASSES,
  rowTest,
  searchFilters,
  withUnderstood,
  type Row,
  type SearchFilters,
} from './filters';

const row = (over: Partial<Row['facets']> = {}, rest: Partial<Omit<Row, 'facets'>> = {}): Row => ({
  facets: { category: 'Yoga Mats', parentCategory: null, gender: null, size: [], color: [], brand: [], ...over },
  price: 1000,
  onSale: false,
  featured: false,
  soldOut: false,
  ...rest,
});
const filters = (over: Partial<SearchFilters>): SearchFilters => ({ ...noFilters(), ...over });
const passes = (f: SearchFilters, r: Row) => searchFilters(f).every((filter) => rowTest(filter)(r));

describe('the search filters', () => {
  it('asks only what is set', () => {
    expect(searchFilters(noFilters())).toEqual([]);
    expect(searchFilters(filters({ size: ['M'], maxPrice: 2000, onSale: true }))).toEqual([
      { name: 'size', facets: ['size'], values: ['M'] },
      { name: 'price', min: -Infinity, max: 2000 },
      { name: 'onSale' },
    ]);
  });

  it('ORs the values of a filter, in any case and trimmed, and ANDs the filters', () => {
    const mat = row({ size: ['M', 'L'], color: ['Sky Blue'] });
    expect(passes(filters({ size: ['xl', ' l '] }), mat)).toBe(true);
    expect(passes(filters({ size: ['L'], color: ['sky blue'] }), mat)).toBe(true);
    expect(passes(filters({ size: ['L'], color: ['Red'] }), mat)).toBe(false);
    expect(passes(filters({ brand: ['Nivia'] }), mat)).toBe(false);
  });

  it('takes both price bounds, on the price paid', () => {
    const mat = row({}, { price: 1499.5 });
    expect(passes(filters({ minPrice: 1499.5, maxPrice: 1499.5 }), mat)).toBe(true);
    expect(passes(filters({ maxPrice: 1499 }), mat)).toBe(false);
    expect(passes(filters({ onSale: true }), mat)).toBe(false);
    expect(passes(filters({ onSale: true }), row({}, { onSale: true }))).toBe(true);
  });

  it('keeps, in stock only, every product that is not wholly sold out', () => {
    expect(searchFilters(filters({ inStock: true }))).toEqual([{ name: 'inStock' }]);
    expect(passes(filters({ inStock: true }), row())).toBe(true);
    expect(passes(filters({ inStock: true }), row({}, { soldOut: true }))).toBe(false);
    expect(passes(filters({}), row({}, { soldOut: true }))).toBe(true);
  });

  it("joins the words' filters: OR with the same facet's values, price bounds tightened", () => {
    const joined = withUnderstood(filters({ color: ['Red'], maxPrice: 3000, minPrice: 500 }), [
      { facet: 'color', words: 'blue', value: 'Blue', values: ['Blue', 'Royal Blue'] },
      { facet: 'price', words: 'under 2000', value: '-2000', values: [], max: 2000 },
      cheapFilter('cheap', 5000),
    ]);
    expect(joined).toMatchObject({ color: ['Red', 'Blue', 'Royal Blue'], minPrice: 500, maxPrice: 2000 });
  });
});

describe('the listing filters', () => {
  it('reads a list matching gender, category or sub-category, `null` for no gender', () => {
    expect(listingFilters({ page: 1, limit: 10, category: '  ', filter: 'Men, null ,' })).toEqual([
      { name: 'any', facets: ['gender', 'category', 'parentCategory'], values: ['men', 'null'], orNone: 'gender' },
    ]);
    const [any] = listingFilters({ page: 1, limit: 10, filter: 'accessories,null' });
    expect(rowTest(any!)(row({ category: 'Accessories', gender: 'Men' }))).toBe(true);
    expect(rowTest(any!)(row({ gender: null }))).toBe(true);
    expect(rowTest(any!)(row({ gender: 'Men' }))).toBe(false);
  });

  it('keeps the one-value filters and featured, trimmed', () => {
    const tests = listingFilters({ page: 1, limit: 10, gender: ' Women ', featured: true });
    expect(tests).toEqual([{ name: 'gender', facets: ['gender'], values: ['Women'] }, { name: 'featured' }]);
    expect(tests.every((f) => rowTest(f)(row({ gender: 'women' }, { featured: true })))).toBe(true);
    expect(listingFilters({ page: 1, limit: 10, inStock: true })).toEqual([{ name: 'inStock' }]);
  });
});

describe('one evaluation of the filters', () => {
  const test = (passes: boolean) => ({ passes: () => passes });

  it('says whether a row passes every filter, fails exactly one (which), or fails more', () => {
    expect(failing([], 0)).toBe(PASSES);
    expect(failing([test(true), test(true)], 0)).toBe(PASSES);
    expect(failing([test(true), test(false)], 0)).toBe(1);
    expect(failing([test(false), test(false)], 0)).toBe(FAILS_MANY);
  });
});
