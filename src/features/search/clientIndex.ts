import MiniSearch, { type SearchOptions } from 'minisearch';
import type { FacetCount, SearchRequest, SearchResult, Suggestion } from './searchResult';
import { effectiveSort } from './searchResult';
import { FACETS, type Facet } from './searchState';
import type { IndexedProduct } from './normalizers';

/**
 * Search on the client, for an API without `GET /search` (searchApi.ts falls back here on a 404):
 * MiniSearch over the catalogue listed through `/products`, prefix and typo-tolerant matching, and
 * facets counted here as the server counts them. Its own lazy chunk: shoppers of an API with search
 * never download it.
 */

interface Doc {
  id: number;
  title: string;
  brand: string;
  type: string;
  category: string;
  parentCategory: string;
  color: string;
  description: string;
}

const FIELDS = ['title', 'brand', 'type', 'category', 'parentCategory', 'color', 'description'] as const;

// The server's weights: title, brand and type above category above description.
const BOOST: Partial<Record<(typeof FIELDS)[number], number>> = { title: 3, brand: 3, type: 3, category: 2, parentCategory: 2, color: 2 };

/** Case and accents do not matter: "Café" finds "cafe". */
function processTerm(term: string): string | null {
  const plain = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return plain || null;
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  // People search as they type: the last word may be unfinished.
  prefix: (_term, index, terms) => index === terms.length - 1,
  // One wrong, missing or extra letter in words of 4+ letters, two in 8+.
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  processTerm,
};

const indexes = new WeakMap<readonly IndexedProduct[], MiniSearch<Doc>>();

function indexOf(catalogue: readonly IndexedProduct[]): MiniSearch<Doc> {
  let index = indexes.get(catalogue);
  if (!index) {
    index = new MiniSearch<Doc>({ fields: [...FIELDS], processTerm, searchOptions: SEARCH_OPTIONS });
    index.addAll(
      catalogue.map(({ product, brand, type }, id) => ({
        id,
        title: product.name,
        brand,
        type,
        category: product.category,
        parentCategory: product.parentCategory,
        color: product.colors.join(' '),
        description: product.description,
      })),
    );
    indexes.set(catalogue, index);
  }
  return index;
}

/** Positions in the catalogue with their score: every word found, else most of them; "kettle bell" also as "kettlebell". */
function matches(catalogue: readonly IndexedProduct[], q: string): Map<number, number> {
  const scores = new Map<number, number>();
  if (!q) {
    catalogue.forEach((_item, position) => scores.set(position, 0));
    return scores;
  }
  const index = indexOf(catalogue);
  const words = q.split(' ');
  const joined = words.length > 1 ? [words.join('')] : [];
  let found = index.search({ combineWith: 'OR', queries: [{ combineWith: 'AND', queries: [q] }, ...joined] });
  if (found.length === 0) found = index.search(q, { combineWith: 'OR' });
  for (const result of found) scores.set(Number(result.id), result.score);
  return scores;
}

const lower = (text: string) => text.trim().toLowerCase();

function valuesOf(item: IndexedProduct, facet: Facet | 'gender'): string[] {
  switch (facet) {
    case 'category':
      return [item.product.category];
    case 'parentCategory':
      return [item.product.parentCategory];
    case 'gender':
      return [item.gender];
    case 'size':
      return item.product.sizes;
    case 'color':
      return item.product.colors;
    case 'brand':
      return [item.brand];
  }
}

type Part = Facet | 'gender' | 'price' | 'onSale';

interface Filter {
  part: Part;
  passes: (item: IndexedProduct) => boolean;
}

/** The request's filters, parsed once: the server's rules (server/src/search/filters.ts, held together by filterRules.property.test.ts). */
function filtersOf(request: SearchRequest): Filter[] {
  const filters: Filter[] = [...FACETS, 'gender' as const]
    .filter((facet) => request.filters[facet].length > 0)
    .map((facet) => {
      const wanted = new Set(request.filters[facet].map(lower));
      return { part: facet, passes: (item) => valuesOf(item, facet).some((value) => wanted.has(lower(value))) };
    });
  const { minPrice, maxPrice } = request;
  if (minPrice !== null || maxPrice !== null) {
    filters.push({
      part: 'price',
      passes: ({ product }) => product.price >= (minPrice ?? -Infinity) && product.price <= (maxPrice ?? Infinity),
    });
  }
  if (request.onSale) filters.push({ part: 'onSale', passes: ({ product }) => product.onSale });
  return filters;
}

/** The filter an item fails: none (null), the only one, or 'many' (facets are counted over items failing only their own). */
function failing(filters: Filter[], item: IndexedProduct): Part | null | 'many' {
  let failed: Part | null = null;
  for (const filter of filters) {
    if (filter.passes(item)) continue;
    if (failed !== null) return 'many';
    failed = filter.part;
  }
  return failed;
}

function countFacet(items: readonly IndexedProduct[], facet: Facet): FacetCount[] {
  const counts = new Map<string, FacetCount>();
  for (const item of items) {
    const seen = new Set<string>();
    for (const value of valuesOf(item, facet)) {
      const key = lower(value);
      if (!key || key === 'null' || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { value: value.trim(), count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

const discountOf = ({ product }: IndexedProduct) =>
  product.originalPrice ? (product.originalPrice - product.price) / product.originalPrice : 0;
const newest = (a: IndexedProduct, b: IndexedProduct) => b.product.createdAt.localeCompare(a.product.createdAt);

/** The same answer `GET /search` gives, computed from the catalogue on the client. */
export function searchCatalogue(catalogue: readonly IndexedProduct[], request: SearchRequest): SearchResult {
  const scores = matches(catalogue, request.q);
  const scoreOf = new Map([...scores].map(([position, score]) => [catalogue[position]!, score]));
  const matched = [...scoreOf.keys()];
  const filters = filtersOf(request);
  const failed = new Map(matched.map((item) => [item, failing(filters, item)]));
  const passingBut = (part: Part) => matched.filter((item) => failed.get(item) === null || failed.get(item) === part);
  const results = matched.filter((item) => failed.get(item) === null);
  const score = (item: IndexedProduct) => scoreOf.get(item) ?? 0;
  const order: Record<ReturnType<typeof effectiveSort>, (a: IndexedProduct, b: IndexedProduct) => number> = {
    relevance: (a, b) => score(b) - score(a) || newest(a, b),
    newest,
    'price-asc': (a, b) => a.product.price - b.product.price || newest(a, b),
    'price-desc': (a, b) => b.product.price - a.product.price || newest(a, b),
    discount: (a, b) => discountOf(b) - discountOf(a) || newest(a, b),
  };
  results.sort(order[effectiveSort(request)]);
  const priced = passingBut('price').map((item) => item.product.price);
  const start = (request.page - 1) * request.limit;
  return {
    products: results.slice(start, start + request.limit).map((item) => item.product),
    total: results.length,
    facets: Object.fromEntries(FACETS.map((facet) => [facet, countFacet(passingBut(facet), facet)])) as Record<Facet, FacetCount[]>,
    price: priced.length ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
    corrected: null,
    understood: [],
    relaxed: null,
  };
}

/** Suggestions as `GET /search/suggest` gives them: products, their categories, and wordings. */
export function suggestFromCatalogue(catalogue: readonly IndexedProduct[], q: string, limit: number): Suggestion[] {
  if (!q) return [];
  const scores = matches(catalogue, q);
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([position]) => catalogue[position]!);
  const products: Suggestion[] = best.slice(0, Math.min(4, limit)).map(({ product }) => ({
    kind: 'product',
    text: product.name,
    productId: product.id,
    image: product.image,
    price: product.price,
  }));
  const categories = [...new Set(best.map(({ product }) => product.category).filter(Boolean))]
    .slice(0, 2)
    .map((category): Suggestion => ({ kind: 'category', text: category, category }));
  const queries = indexOf(catalogue)
    .autoSuggest(q, { fuzzy: SEARCH_OPTIONS.fuzzy, prefix: true })
    .map((suggestion) => suggestion.suggestion)
    .filter((text) => text.toLowerCase() !== q.toLowerCase())
    .slice(0, 2)
    .map((text): Suggestion => ({ kind: 'query', text }));
  return [...products, ...categories, ...queries].slice(0, limit);
}
