import { sortedBySize } from './sizes';

/**
 * The facets: what a search filters by (`?size=M&size=L`) and, when `counted`, what its answer
 * counts (`facets.size`), in the order the app lists them. `column` is the reference server's
 * `products` column holding the value (`many: false`, text or NULL) or values (`many: true`, a
 * text array); the app and the fake shop read the same facets from a product's fields and
 * attributes.
 */
export const FACETS = [
  { name: 'category', column: 'category', many: false, counted: true },
  { name: 'parentCategory', column: 'parent_category', many: false, counted: true },
  { name: 'gender', column: 'gender', many: false, counted: false },
  { name: 'size', column: 'sizes', many: true, counted: true },
  { name: 'color', column: 'colors', many: true, counted: true },
  { name: 'brand', column: 'brands', many: true, counted: true },
] as const satisfies ReadonlyArray<{ name: string; column: string; many: boolean; counted: boolean }>;

export type Facet = (typeof FACETS)[number];
export type FacetName = Facet['name'];
export type CountedFacetName = Extract<Facet, { counted: true }>['name'];

export const FACET_NAMES: FacetName[] = FACETS.map((f) => f.name);
export const COUNTED_FACETS = FACETS.filter((f): f is Extract<Facet, { counted: true }> => f.counted).map((f) => f.name);

/** Most values an answer lists per facet, the commonest first. */
export const MAX_LISTED_VALUES = 100;

/** The key of a filter or facet value: values differing only in case filter and count as one (accents stay apart). */
export const caseKey = (value: string) => value.toLowerCase();

/** One value of a facet and how many products hold it (the contract's FacetCountDto). */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * A facet's values as an answer lists them, from each value's count: values differing only in case
 * are one, shown as the commonest spelling (on a tie, the first given), blank and uncounted values
 * left out; the commonest first, then by value, at most MAX_LISTED_VALUES.
 */
export function listFacetValues(counts: Iterable<readonly [value: string, count: number]>): FacetCount[] {
  const byGroup = new Map<string, { count: number; best: string; bestCount: number }>();
  for (const [value, count] of counts) {
    if (count === 0 || !value.trim()) continue;
    const group = caseKey(value);
    const seen = byGroup.get(group);
    if (!seen) byGroup.set(group, { count, best: value, bestCount: count });
    else {
      seen.count += count;
      if (count > seen.bestCount) Object.assign(seen, { best: value, bestCount: count });
    }
  }
  return [...byGroup.values()]
    .map(({ count, best }) => ({ value: best, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, MAX_LISTED_VALUES);
}

/**
 * A counted facet's values as an answer lists them: as listFacetValues does, but sizes in the
 * order a shopper reads them (sizes.ts) whatever their counts, as every list of sizes is shown.
 */
export function listFacet(facet: CountedFacetName, counts: Iterable<readonly [value: string, count: number]>): FacetCount[] {
  const listed = listFacetValues(counts);
  return facet === 'size' ? sortedBySize(listed, (c) => c.value) : listed;
}
