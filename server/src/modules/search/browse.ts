/**
 * Filters, facet counts, sorts and pages over the API's copy of the catalogue (catalogue.ts):
 * given the products a query matched (in relevance order), or every product when browsing.
 * Each facet is counted with every other filter applied but its own: one pass over the rows,
 * each row evaluated against every filter (filters.ts), counted in all facets when it passes them
 * all and in one facet when it fails only that facet's filter. Sold-out products go last under
 * every sort: the page is taken from the others first, then from them.
 */
import type { FacetCountDto, SearchFacetsDto, SearchSort } from './contract';
import type { Catalogue } from './catalogue';
import { COUNTED_FACETS, listFacet, type CountedFacetName } from '../../../../rules/facets';
import { failing, PASSES, searchFilters, type SearchFilters } from '../../../../rules/filters';
import { testsOf } from './filters';

/** A facet's values as the answer lists them (rules/facets.ts), from the counts by value number. */
const listed = (catalogue: Catalogue, facet: CountedFacetName, counts: Int32Array): FacetCountDto[] =>
  listFacet(
    facet,
    catalogue.values.map((value, i) => [value, counts[i]!] as const),
  );

export interface Browsed {
  total: number;
  facets: SearchFacetsDto;
  /** how many of the rows passing every filter are not sold out (the "In stock only" facet's count) */
  inStock: number;
  /** product ids of the page asked */
  ids: string[];
}

/**
 * `rows`: the products a query matched, in relevance order; null when browsing (every product).
 * `sort` relevance keeps the order of `rows` (newest when browsing). `soldOut`: stock.ts soldOutRows.
 */
export function browse(
  catalogue: Catalogue,
  rows: Int32Array | null,
  f: SearchFilters,
  sort: SearchSort,
  offset: number,
  limit: number,
  soldOut: Uint8Array,
): Browsed {
  const tests = testsOf(catalogue, searchFilters(f), soldOut);
  // Counted by value number (a few hundred values): typed arrays, not maps, for a pass over a whole catalogue.
  const counts = COUNTED_FACETS.map(() => new Int32Array(catalogue.values.length));
  const starts = COUNTED_FACETS.map((facet) => catalogue.facets[facet].start);
  const items = COUNTED_FACETS.map((facet) => catalogue.facets[facet].items);
  /** Counts the row's values of the k-th counted facet: one function for any facet (flat arrays: the hot loop). */
  const count = (k: number, row: number) => {
    const start = starts[k]!;
    const values = items[k]!;
    const into = counts[k]!;
    for (let i = start[row]!, end = start[row + 1]!; i < end; i++) into[values[i]!]!++;
  };
  // Per test, the facet counted over the rows failing only it (-1: none); and the price range's test.
  const facetOfTest = tests.map((t) => (COUNTED_FACETS as string[]).indexOf(t.name));
  const priceTest = tests.findIndex((t) => t.name === 'price');
  let lo = Infinity;
  let hi = -Infinity;
  const priced = (row: number) => {
    lo = Math.min(lo, catalogue.price[row]!);
    hi = Math.max(hi, catalogue.price[row]!);
  };
  const n = rows ? rows.length : catalogue.count;
  // The rows passing every filter, in the order met: those left from the start, those sold out from the end.
  const passing = new Int32Array(n);
  let left = 0;
  let gone = 0;
  for (let i = 0; i < n; i++) {
    const row = rows ? rows[i]! : i;
    const failed = failing(tests, row);
    if (failed === PASSES) {
      if (soldOut[row] === 1) passing[n - ++gone] = row;
      else passing[left++] = row;
      for (let k = 0; k < counts.length; k++) count(k, row);
      priced(row);
    } else if (failed >= 0) {
      if (failed === priceTest) priced(row);
      else if (facetOfTest[failed]! >= 0) count(facetOfTest[failed]!, row);
    }
  }
  // Rows passed in relevance order when asked so; browsing, in newest order already.
  const keepsOrder = rows === null ? sort === 'newest' || sort === 'relevance' : sort === 'relevance';
  const facets = Object.fromEntries(COUNTED_FACETS.map((facet, k) => [facet, listed(catalogue, facet, counts[k]!)])) as Record<
    CountedFacetName,
    FacetCountDto[]
  >;
  const order = keepsOrder ? 'relevance' : sort;
  // The sold-out rows were written from the end: reversed, they are in the order met again.
  const page = pageOf(catalogue, passing.subarray(0, left), order, offset, limit);
  if (page.length < limit && gone > 0)
    page.push(...pageOf(catalogue, passing.subarray(n - gone).reverse(), order, Math.max(0, offset - left), limit - page.length));
  return {
    total: left + gone,
    facets: { ...facets, price: lo <= hi ? { min: lo, max: hi } : { min: null, max: null } },
    inStock: left,
    ids: page.map((r) => catalogue.ids[r]!),
  };
}

/** Rows offset … offset + limit of `passing` in `sort` order (relevance: as they are). */
function pageOf(catalogue: Catalogue, passing: Int32Array, sort: SearchSort, offset: number, limit: number): number[] {
  if (offset >= passing.length) return [];
  if (sort === 'relevance') return [...passing.subarray(offset, offset + limit)];
  if (sort === 'newest')
    return [
      ...passing
        .slice()
        .sort()
        .subarray(offset, offset + limit),
    ];
  const position = catalogue.position[sort];
  const order = catalogue.order[sort];
  // Many rows: walk the sort's order and keep those that passed; few: sort their positions.
  if (passing.length * 8 >= catalogue.count) {
    const kept = new Uint8Array(catalogue.count);
    for (const row of passing) kept[row] = 1;
    const out: number[] = [];
    let seen = 0;
    for (let p = 0; p < order.length && out.length < limit; p++) {
      const row = order[p]!;
      if (kept[row] === 1 && seen++ >= offset) out.push(row);
    }
    return out;
  }
  const positions = Int32Array.from(passing, (row) => position[row]!).sort();
  return [...positions.subarray(offset, offset + limit)].map((p) => order[p]!);
}
