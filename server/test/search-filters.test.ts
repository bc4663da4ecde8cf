/**
 * The facet table (rules/facets.ts) and the one filter model (rules/filters.ts, run over the copy by modules/search/filters.ts): every facet of
 * the table is read by the catalogue copy's SQL, filters and, when counted, is counted, with no
 * other code naming it; and one function evaluates a row against every filter, for /search and
 * /products alike. The tests walk the table, so a new entry is tested without a new test.
 */
import { catalogueColumns } from '../src/modules/search/repository/catalogue';
import { browse } from '../src/modules/search/browse';
import { buildCatalogue, type Catalogue } from '../src/modules/search/catalogue';
import { COUNTED_FACETS, FACETS, type FacetName } from '../../rules/facets';
import { FAILS_MANY, failing, listingFilters, PASSES, type SearchFilters } from '../../rules/filters';
import { testsOf } from '../src/modules/search/filters';
import { listing } from '../src/modules/search/listing';
import { useCatalog } from './searchCatalog';

/** Two values per facet, a product holding the first, one holding the second in another case, one holding none. */
const first = (facet: FacetName) => `${facet} one`;
const second = (facet: FacetName) => `${facet} Two`;

const t = useCatalog([
  {
    title: 'First',
    category: first('category'),
    parentCategory: first('parentCategory'),
    gender: first('gender'),
    sizes: [first('size')],
    colors: [first('color')],
    brand: first('brand'),
    age: 3,
  },
  {
    title: 'Second',
    category: second('category').toUpperCase(),
    parentCategory: second('parentCategory').toUpperCase(),
    gender: second('gender').toUpperCase(),
    sizes: [second('size').toUpperCase(), first('size')],
    colors: [second('color').toUpperCase()],
    brand: second('brand').toUpperCase(),
    age: 2,
  },
  { title: 'Neither', category: 'Other', age: 1 },
]);

let catalogue: Catalogue;
beforeAll(async () => {
  const { version, columns } = await catalogueColumns(t.db);
  catalogue = buildCatalogue(version, columns);
});

const noFilters = (): SearchFilters => ({
  ...(Object.fromEntries(FACETS.map((f) => [f.name, []])) as unknown as Record<FacetName, string[]>),
  minPrice: null,
  maxPrice: null,
  onSale: false,
  inStock: false,
});
/** No product of this catalogue is counted: none is sold out. */
const NONE = new Uint8Array(3);
const titlesOf = (ids: string[]) => ids.map((id) => ['First', 'Second', 'Neither'][t.ids.indexOf(id)]);

describe('the facet table', () => {
  it.each(FACETS.map((f) => [f.name, f]))('reads, filters and counts %s from its one entry', (_name, facet) => {
    const filtered = (values: string[]) => browse(catalogue, null, { ...noFilters(), [facet.name]: values }, 'newest', 0, 10, NONE);
    // In any case, OR within the filter; newest first.
    expect(titlesOf(filtered([second(facet.name)]).ids)).toEqual(['Second']);
    expect(titlesOf(filtered([first(facet.name).toUpperCase(), second(facet.name)]).ids)).toEqual(['Second', 'First']);
    const answer = filtered([second(facet.name)]);
    const counts = (answer.facets as unknown as Record<string, Array<{ value: string; count: number }> | undefined>)[facet.name];
    if (!facet.counted) expect(counts).toBeUndefined();
    // Counted with every other filter but its own: the filter on this facet does not narrow its counts.
    else
      expect(Object.fromEntries(counts!.map((c) => [c.value.toLowerCase(), c.count]))).toMatchObject({
        [first(facet.name).toLowerCase()]: facet.name === 'size' ? 2 : 1,
        [second(facet.name).toLowerCase()]: 1,
      });
  });

  it('lists the counted facets, and only those, in every answer', () => {
    const { price, ...facets } = browse(catalogue, null, noFilters(), 'newest', 0, 10, NONE).facets;
    expect(Object.keys(facets).sort()).toEqual([...COUNTED_FACETS].sort());
    expect(price).toEqual({ min: 999, max: 999 });
  });
});

describe('one evaluation of the filters', () => {
  const test = (name: 'onSale' | 'featured', passes: boolean) => ({ name, passes: () => passes });

  it('says whether a row passes every filter, fails exactly one (which), or fails more', () => {
    expect(failing([], 0)).toBe(PASSES);
    expect(failing([test('onSale', true), test('featured', true)], 0)).toBe(PASSES);
    expect(failing([test('onSale', true), test('featured', false)], 0)).toBe(1);
    expect(failing([test('onSale', false), test('featured', false)], 0)).toBe(FAILS_MANY);
  });

  it('parses the listing into the same model: a list matching gender, category or sub-category, `null` for no gender', () => {
    expect(listingFilters({ page: 1, limit: 10, category: '  ', filter: 'Men, null ,' })).toEqual([
      { name: 'any', facets: ['gender', 'category', 'parentCategory'], values: ['men', 'null'], orNone: 'gender' },
    ]);
    const titles = (filter: string) => titlesOf(listing(catalogue, { page: 1, limit: 10, filter }, NONE).ids);
    expect(titles(`${second('category')},null`)).toEqual(['Neither', 'Second']);
    expect(titles(` ${first('parentCategory').toUpperCase()} `)).toEqual(['First']);
    expect(
      testsOf(catalogue, listingFilters({ page: 1, limit: 10, gender: first('gender'), featured: true }), NONE).map((x) => x.name),
    ).toEqual(['gender', 'featured']);
  });
});
