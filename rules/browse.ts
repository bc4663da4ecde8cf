/**
 * Filters and facet counts over plain rows: what `GET /search` answers for the products its words
 * matched (or every product when browsing), before sorting and paging. Each facet is counted with
 * every other filter applied but its own (choosing size M still shows how many are in L): a row
 * passing every filter counts in every facet, a row failing only one facet's filter counts in that
 * facet. The price span covers the rows passing everything but the price range, and `inStock`
 * counts the rows passing everything that are not sold out (with "In stock only" on or off alike).
 */
import { COUNTED_FACETS, FACETS, listFacet, type CountedFacetName, type FacetCount } from './facets';
import { failing, PASSES, rowTests, valuesIn, type Filter, type Row } from './filters';

/** The contract's price span: both null when no row is in it. */
export type PriceSpan = { min: number; max: number } | { min: null; max: null };

export interface Browsed {
  /** the rows passing every filter (indexes into the catalogue), in the order matched */
  passing: number[];
  facets: Record<CountedFacetName, FacetCount[]>;
  price: PriceSpan;
  /** how many of `passing` are not sold out: the "In stock only" facet's count */
  inStock: number;
}

/**
 * Sold-out products last, under any sort: the items `soldOut` holds after all the others, each part
 * in the order given (a stable partition), so the sort still orders the rest as before.
 */
export function soldOutLast<T>(items: readonly T[], soldOut: (item: T) => boolean): T[] {
  const rest: T[] = [];
  const gone: T[] = [];
  for (const item of items) (soldOut(item) ? gone : rest).push(item);
  return [...rest, ...gone];
}

/**
 * Where each value is first met in the catalogue, facet by facet in the table's order, then row by
 * row: of two spellings held as often, the one met first is shown.
 */
function firstMet(catalogue: readonly Row[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const { name } of FACETS)
    for (const row of catalogue) for (const v of valuesIn(row.facets[name])) if (!met.has(v)) met.set(v, met.size);
  return met;
}

/**
 * `catalogue`: every product, newest first. `matched`: the rows a query's words matched, in
 * relevance order (null when browsing: every row). `filters`: the query's in the model
 * (searchFilters), with what its words asked for joined (withUnderstood).
 */
export function browseRows(catalogue: readonly Row[], matched: readonly number[] | null, filters: readonly Filter[]): Browsed {
  const tests = rowTests(filters);
  const counts = COUNTED_FACETS.map(() => new Map<string, number>());
  const count = (k: number, row: Row) => {
    for (const v of valuesIn(row.facets[COUNTED_FACETS[k]!])) counts[k]!.set(v, (counts[k]!.get(v) ?? 0) + 1);
  };
  const facetOfTest = tests.map((t) => (COUNTED_FACETS as string[]).indexOf(t.name));
  const priceTest = tests.findIndex((t) => t.name === 'price');
  let min = Infinity;
  let max = -Infinity;
  const priced = (row: Row) => {
    min = Math.min(min, row.price);
    max = Math.max(max, row.price);
  };
  const passing: number[] = [];
  let inStock = 0;
  for (const index of matched ?? catalogue.keys()) {
    const row = catalogue[index]!;
    const failed = failing(tests, row);
    if (failed === PASSES) {
      passing.push(index);
      if (!row.soldOut) inStock++;
      COUNTED_FACETS.forEach((_, k) => count(k, row));
      priced(row);
    } else if (failed >= 0) {
      if (failed === priceTest) priced(row);
      else if (facetOfTest[failed]! >= 0) count(facetOfTest[failed]!, row);
    }
  }
  const met = firstMet(catalogue);
  const listed = (k: number) =>
    listFacet(
      COUNTED_FACETS[k]!,
      [...counts[k]!].sort(([a], [b]) => met.get(a)! - met.get(b)!),
    );
  return {
    passing,
    facets: Object.fromEntries(COUNTED_FACETS.map((facet, k) => [facet, listed(k)])) as Record<CountedFacetName, FacetCount[]>,
    price: min <= max ? { min, max } : { min: null, max: null },
    inStock,
  };
}
