/**
 * The filter model of GET /search (browse.ts) and GET /products (listing.ts): each call's query is
 * parsed once into a list of filters, the list is made into tests over the catalogue copy's rows,
 * and one function, `failing`, evaluates a row against all of them. The rules, the same for both
 * calls and for the app's fallback index (src/features/search/clientIndex.ts, held to them by
 * filterRules.property.test.ts there): OR within a filter, AND across; values in any case (trimmed);
 * prices on the price paid, both bounds included.
 */
import { caseKey, type Catalogue, type Multi } from './catalogue';
import { FACET_NAMES, type FacetName } from './facets';

/** GET /search's filters, as routes.ts reads them (values trimmed, blanks dropped). */
export interface SearchFilters extends Record<FacetName, string[]> {
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
}

export type Filter =
  /** the row holds one of `values` in one of `facets`, or has no value of `orNone`; 'any': the listing's `filter`, over several facets */
  | { name: FacetName | 'any'; facets: FacetName[]; values: string[]; orNone?: FacetName }
  | { name: 'price'; min: number; max: number }
  | { name: 'onSale' | 'featured' };

export type FilterName = Filter['name'];

/** No filter at all. */
export const noFilters = (): SearchFilters => ({
  ...(Object.fromEntries(FACET_NAMES.map((name) => [name, []])) as unknown as Record<FacetName, string[]>),
  minPrice: null,
  maxPrice: null,
  onSale: false,
});

/** GET /search's filters in the model: only those asked. */
export function searchFilters(f: SearchFilters): Filter[] {
  const out: Filter[] = FACET_NAMES.filter((name) => f[name].length > 0).map((name) => ({ name, facets: [name], values: f[name] }));
  if (f.minPrice !== null || f.maxPrice !== null) out.push({ name: 'price', min: f.minPrice ?? -Infinity, max: f.maxPrice ?? Infinity });
  if (f.onSale) out.push({ name: 'onSale' });
  return out;
}

export interface Test {
  name: FilterName;
  passes: (row: number) => boolean;
}

/** Whether the row holds a value of one of the groups marked in `wanted`. */
function holds({ start, items }: Multi, groupOf: Int32Array, wanted: Uint8Array) {
  return (row: number) => {
    for (let i = start[row]!; i < start[row + 1]!; i++) if (wanted[groupOf[items[i]!]!] === 1) return true;
    return false;
  };
}

function test(catalogue: Catalogue, filter: Filter): Test['passes'] {
  const { facets, price, onSale, featured } = catalogue;
  if ('values' in filter) {
    // Values differing only in case are one group: mark the groups wanted, then compare numbers.
    const wanted = new Uint8Array(catalogue.groups.size);
    for (const v of filter.values) {
      const group = catalogue.groups.get(caseKey(v.trim()));
      if (group !== undefined) wanted[group] = 1;
    }
    const tests = filter.facets.map((facet) => holds(facets[facet], catalogue.groupOf, wanted));
    const none = filter.orNone && facets[filter.orNone].start;
    if (tests.length === 1 && !none) return tests[0]!;
    return (row) => tests.some((t) => t(row)) || (!!none && none[row] === none[row + 1]);
  }
  if (filter.name === 'price') return (row) => price[row]! >= filter.min && price[row]! <= filter.max;
  const flag = filter.name === 'onSale' ? onSale : featured;
  return (row) => flag[row] === 1;
}

/** The filters as tests on the copy's rows: made once per call, run once per row. */
export const testsOf = (catalogue: Catalogue, filters: Filter[]): Test[] =>
  filters.map((filter) => ({ name: filter.name, passes: test(catalogue, filter) }));

/** `failing` of a row that passes every test. */
export const PASSES = -1;
/** `failing` of a row that fails more than one test. */
export const FAILS_MANY = -2;

/**
 * Which test the row fails: PASSES, the index of the only test it fails (a facet is counted over
 * the rows failing only its own filter), or FAILS_MANY.
 */
export function failing(tests: Test[], row: number): number {
  let failed = PASSES;
  for (let i = 0; i < tests.length; i++) {
    if (tests[i]!.passes(row)) continue;
    if (failed !== PASSES) return FAILS_MANY;
    failed = i;
  }
  return failed;
}
