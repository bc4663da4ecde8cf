/**
 * Filters, facet counts, sorts and pages over the API's copy of the catalogue (catalogue.ts):
 * given the products a query matched (in relevance order), or every product when browsing.
 * Each facet is counted with every other filter applied but its own: one pass over the rows,
 * each row evaluated against every filter (filters.ts), counted in all facets when it passes them
 * all and in one facet when it fails only that facet's filter.
 */
import type { FacetCountDto, SearchFacetsDto, SearchSort } from '../contracts';
import type { Catalogue } from './catalogue';
import { COUNTED_FACETS, type CountedFacetName } from './facets';
import { failing, PASSES, searchFilters, testsOf, type SearchFilters } from './filters';

/** Most values listed per facet, the commonest first. */
export const MAX_FACET_VALUES = 100;

/** Values that differ only in case ("Black", "black") count as one, shown as the commonest spelling. */
function listed(catalogue: Catalogue, counts: Int32Array): FacetCountDto[] {
  const byGroup = new Map<number, { count: number; best: number; bestCount: number }>();
  for (let value = 0; value < counts.length; value++) {
    const count = counts[value]!;
    if (count === 0 || !catalogue.values[value]!.trim()) continue;
    const group = catalogue.groupOf[value]!;
    const seen = byGroup.get(group);
    if (!seen) byGroup.set(group, { count, best: value, bestCount: count });
    else {
      seen.count += count;
      if (count > seen.bestCount || (count === seen.bestCount && value < seen.best)) Object.assign(seen, { best: value, bestCount: count });
    }
  }
  return [...byGroup.values()]
    .map(({ count, best }) => ({ value: catalogue.values[best]!, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, MAX_FACET_VALUES);
}

export interface Browsed {
  total: number;
  facets: SearchFacetsDto;
  /** product ids of the page asked */
  ids: string[];
}

/**
 * `rows`: the products a query matched, in relevance order; null when browsing (every product).
 * `sort` relevance keeps the order of `rows` (newest when browsing).
 */
export function browse(
  catalogue: Catalogue,
  rows: Int32Array | null,
  f: SearchFilters,
  sort: SearchSort,
  offset: number,
  limit: number,
): Browsed {
  const tests = testsOf(catalogue, searchFilters(f));
  // Counted by value number (a few hundred values): typed arrays, not maps, for a pass over a whole catalogue.
  const counted = COUNTED_FACETS.map((facet) => ({ ...catalogue.facets[facet], counts: new Int32Array(catalogue.values.length) }));
  const count = ({ start, items, counts }: (typeof counted)[number], row: number) => {
    for (let i = start[row]!; i < start[row + 1]!; i++) counts[items[i]!]!++;
  };
  // The facet counted over the rows failing only test t (-1: none), and whether that test is the price range.
  const facetOfTest = tests.map((t) => (COUNTED_FACETS as string[]).indexOf(t.name));
  const priceTest = tests.findIndex((t) => t.name === 'price');
  let lo = Infinity;
  let hi = -Infinity;
  const priced = (row: number) => {
    lo = Math.min(lo, catalogue.price[row]!);
    hi = Math.max(hi, catalogue.price[row]!);
  };
  const n = rows ? rows.length : catalogue.count;
  const passing = new Int32Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const row = rows ? rows[i]! : i;
    const failed = failing(tests, row);
    if (failed === PASSES) {
      passing[total++] = row;
      for (const facet of counted) count(facet, row);
      priced(row);
    } else if (failed >= 0) {
      if (failed === priceTest) priced(row);
      else if (facetOfTest[failed]! >= 0) count(counted[facetOfTest[failed]!]!, row);
    }
  }
  // Rows passed in relevance order when asked so; browsing, in newest order already.
  const keepsOrder = rows === null ? sort === 'newest' || sort === 'relevance' : sort === 'relevance';
  const facets = Object.fromEntries(COUNTED_FACETS.map((facet, k) => [facet, listed(catalogue, counted[k]!.counts)])) as Record<
    CountedFacetName,
    FacetCountDto[]
  >;
  return {
    total,
    facets: { ...facets, price: lo <= hi ? { min: lo, max: hi } : { min: null, max: null } },
    ids: pageOf(catalogue, passing.subarray(0, total), keepsOrder ? 'relevance' : sort, offset, limit).map((r) => catalogue.ids[r]!),
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
