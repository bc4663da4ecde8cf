/**
 * Filters, facet counts, sorts and pages over the API's copy of the catalogue (catalogue.ts):
 * given the products a query matched (in relevance order), or every product when browsing.
 * Each facet is counted with every other filter applied but its own, as SQL did it before
 * (search-facets.test.ts holds both to a model): one pass over the rows, each row tested against
 * every filter, counted in all facets when it passes them all and in one facet when it fails only
 * that facet's filter.
 */
import type { FacetCountDto, SearchFacetsDto, SearchSort } from '../contracts';
import { LIST_FILTERS, type FilterName, type SearchFilters } from '../repositories/searchFilters';
import { fold, type Catalogue, type Multi } from './catalogue';

/** Most values listed per facet, the commonest first. */
export const MAX_FACET_VALUES = 100;

type Facet = 'category' | 'parentCategory' | 'size' | 'color' | 'brand';
const FACETS: Facet[] = ['category', 'parentCategory', 'size', 'color', 'brand'];

interface Test {
  name: FilterName;
  passes: (row: number) => boolean;
}

/** Whether the row holds a value of one of the wanted groups. */
function listTest(catalogue: Catalogue, name: (typeof LIST_FILTERS)[number], wanted: string[]): Test {
  const ok = new Uint8Array(catalogue.groups.size);
  for (const v of wanted) {
    const group = catalogue.groups.get(fold(v));
    if (group !== undefined) ok[group] = 1;
  }
  const { groupOf } = catalogue;
  const single = { category: catalogue.category, parentCategory: catalogue.parentCategory, gender: catalogue.gender }[name as 'category'];
  if (single) return { name, passes: (row) => single[row]! >= 0 && ok[groupOf[single[row]!]!] === 1 };
  const { start, items } = { size: catalogue.sizes, color: catalogue.colors, brand: catalogue.brands }[name as 'size'];
  return {
    name,
    passes: (row) => {
      for (let i = start[row]!; i < start[row + 1]!; i++) if (ok[groupOf[items[i]!]!] === 1) return true;
      return false;
    },
  };
}

function tests(catalogue: Catalogue, f: SearchFilters): Test[] {
  const out = LIST_FILTERS.filter((name) => f[name].length > 0).map((name) => listTest(catalogue, name, f[name]));
  const { price, onSale } = catalogue;
  const lo = f.minPrice ?? -Infinity;
  const hi = f.maxPrice ?? Infinity;
  if (f.minPrice !== null || f.maxPrice !== null) out.push({ name: 'price', passes: (row) => price[row]! >= lo && price[row]! <= hi });
  if (f.onSale) out.push({ name: 'onSale', passes: (row) => onSale[row] === 1 });
  return out;
}

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
  const active = tests(catalogue, f);
  // Counted by value number (a few hundred values): typed arrays, not maps, for a pass over a whole catalogue.
  const counts = Object.fromEntries(FACETS.map((facet) => [facet, new Int32Array(catalogue.values.length)])) as Record<Facet, Int32Array>;
  const one = (single: Int32Array, into: Int32Array, row: number) => {
    const value = single[row]!;
    if (value >= 0) into[value]!++;
  };
  const multi = ({ start, items }: Multi, into: Int32Array, row: number) => {
    for (let i = start[row]!; i < start[row + 1]!; i++) into[items[i]!]!++;
  };
  const count = (facet: Facet, row: number) => {
    if (facet === 'category') one(catalogue.category, counts.category, row);
    else if (facet === 'parentCategory') one(catalogue.parentCategory, counts.parentCategory, row);
    else multi(facet === 'size' ? catalogue.sizes : facet === 'color' ? catalogue.colors : catalogue.brands, counts[facet], row);
  };
  const countAll = (row: number) => {
    one(catalogue.category, counts.category, row);
    one(catalogue.parentCategory, counts.parentCategory, row);
    multi(catalogue.sizes, counts.size, row);
    multi(catalogue.colors, counts.color, row);
    multi(catalogue.brands, counts.brand, row);
  };
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
    let failed: FilterName | null = null;
    let failures = 0;
    for (const t of active) {
      if (!t.passes(row)) {
        failed = t.name;
        if (++failures > 1) break;
      }
    }
    if (failures === 0) {
      passing[total++] = row;
      countAll(row);
      priced(row);
    } else if (failures === 1) {
      if (failed === 'price') priced(row);
      else if ((FACETS as string[]).includes(failed!)) count(failed as Facet, row);
    }
  }
  // Rows passed in relevance order when asked so; browsing, in newest order already.
  const keepsOrder = rows === null ? sort === 'newest' || sort === 'relevance' : sort === 'relevance';
  const facets = Object.fromEntries(FACETS.map((facet) => [facet, listed(catalogue, counts[facet])])) as Omit<SearchFacetsDto, 'price'>;
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
