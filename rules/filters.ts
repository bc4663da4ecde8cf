/**
 * The filter model of `GET /search` and `GET /products`: a call's query is parsed once into a list
 * of filters, each filter becomes a test of a product, and one function, `failing`, evaluates a
 * product against all of them. OR within a filter, AND across; values in any case (trimmed); prices
 * on the price paid, both bounds included. The tests here run over plain rows (browse.ts); the
 * reference server runs the same filters over its typed-array copy of the catalogue.
 */
import { FACET_NAMES, caseKey, type FacetName } from './facets';
import type { Understood } from './intent';

/** A facet's value of one product: its text, null for none, or its list (a facet of many values). */
export type FacetValue = string | null | readonly string[];

/** A product as filters and facets read it. */
export interface Row {
  facets: Record<FacetName, FacetValue>;
  /** the price paid: the sale price when there is one */
  price: number;
  onSale: boolean;
  featured: boolean;
  /** counted and nothing left in any variant (rules/stock.ts whollySoldOut); a product not counted is never sold out */
  soldOut: boolean;
}

export const valuesIn = (value: FacetValue): readonly string[] => (value === null ? [] : typeof value === 'string' ? [value] : value);

/** `GET /search`'s filters, as read from its query (values trimmed, blanks dropped). */
export interface SearchFilters extends Record<FacetName, string[]> {
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
  inStock: boolean;
}

export type Filter =
  /** the row holds one of `values` in one of `facets`, or has no value of `orNone`; 'any': the listing's `filter`, over several facets */
  | { name: FacetName | 'any'; facets: FacetName[]; values: string[]; orNone?: FacetName }
  | { name: 'price'; min: number; max: number }
  | { name: 'onSale' | 'featured' | 'inStock' };

export type FilterName = Filter['name'];

/** No filter at all. */
export const noFilters = (): SearchFilters => ({
  ...(Object.fromEntries(FACET_NAMES.map((name) => [name, []])) as unknown as Record<FacetName, string[]>),
  minPrice: null,
  maxPrice: null,
  onSale: false,
  inStock: false,
});

/** `GET /search`'s filters in the model: only those asked. */
export function searchFilters(f: SearchFilters): Filter[] {
  const out: Filter[] = FACET_NAMES.filter((name) => f[name].length > 0).map((name) => ({ name, facets: [name], values: f[name] }));
  if (f.minPrice !== null || f.maxPrice !== null) out.push({ name: 'price', min: f.minPrice ?? -Infinity, max: f.maxPrice ?? Infinity });
  if (f.onSale) out.push({ name: 'onSale' });
  if (f.inStock) out.push({ name: 'inStock' });
  return out;
}

/** The query's filters with what its words asked for (intent.ts): OR with the same facet's values, price bounds tightened. */
export function withUnderstood(filters: SearchFilters, understood: readonly Understood[]): SearchFilters {
  const out: SearchFilters = { ...filters };
  for (const u of understood) {
    if (u.facet === 'price') {
      if (u.min !== undefined) out.minPrice = Math.max(out.minPrice ?? -Infinity, u.min);
      if (u.max !== undefined) out.maxPrice = Math.min(out.maxPrice ?? Infinity, u.max);
    } else out[u.facet] = [...out[u.facet], ...u.values];
  }
  return out;
}

/** `GET /products`' query, its numbers read. */
export interface ListingFilters {
  page: number;
  limit: number;
  category?: string;
  gender?: string;
  /** comma-separated values, each matching the gender, category or sub-category; `null`: no gender set */
  filter?: string;
  parentCategory?: string;
  featured?: boolean;
  inStock?: boolean;
}

/** The listing's filters in the model; values compare trimmed and in any case. */
export function listingFilters(f: ListingFilters): Filter[] {
  const out: Filter[] = [];
  for (const name of ['category', 'gender', 'parentCategory'] as const) {
    const value = f[name]?.trim();
    if (value) out.push({ name, facets: [name], values: [value] });
  }
  const list = (f.filter ?? '')
    .split(',')
    .map((v) => caseKey(v.trim()))
    .filter(Boolean);
  if (list.length) {
    out.push({
      name: 'any',
      facets: ['gender', 'category', 'parentCategory'],
      values: list,
      ...(list.includes('null') ? { orNone: 'gender' } : {}),
    });
  }
  if (f.featured) out.push({ name: 'featured' });
  if (f.inStock) out.push({ name: 'inStock' });
  return out;
}

export interface Test<R> {
  name: FilterName;
  passes: (row: R) => boolean;
}

/** A filter as a test of a plain row. */
export function rowTest(filter: Filter): Test<Row>['passes'] {
  if ('values' in filter) {
    const wanted = new Set(filter.values.map((v) => caseKey(v.trim())));
    const holds = (value: FacetValue) => valuesIn(value).some((v) => wanted.has(caseKey(v)));
    const { facets, orNone } = filter;
    return (row) => facets.some((facet) => holds(row.facets[facet])) || (!!orNone && valuesIn(row.facets[orNone]).length === 0);
  }
  if (filter.name === 'price') return (row) => row.price >= filter.min && row.price <= filter.max;
  if (filter.name === 'inStock') return (row) => !row.soldOut;
  return filter.name === 'onSale' ? (row) => row.onSale : (row) => row.featured;
}

/** The filters as tests of plain rows: made once per call, run once per row. */
export const rowTests = (filters: readonly Filter[]): Array<Test<Row>> =>
  filters.map((filter) => ({ name: filter.name, passes: rowTest(filter) }));

/** `failing` of a row that passes every test. */
export const PASSES = -1;
/** `failing` of a row that fails more than one test. */
export const FAILS_MANY = -2;

/**
 * Which test the row fails: PASSES, the index of the only test it fails (a facet is counted over
 * the rows failing only its own filter), or FAILS_MANY.
 */
export function failing<R>(tests: ReadonlyArray<Pick<Test<R>, 'passes'>>, row: R): number {
  let failed = PASSES;
  for (let i = 0; i < tests.length; i++) {
    if (tests[i]!.passes(row)) continue;
    if (failed !== PASSES) return FAILS_MANY;
    failed = i;
  }
  return failed;
}
