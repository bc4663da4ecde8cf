import { cheapBand, cheapFilter, understand, type Vocabulary } from '@server/intent';
import type { FacetCount, SearchRequest, SearchResult, Suggestion, Understood } from './searchResult';
import { effectiveSort } from './searchResult';
import { FACETS, type Facet } from './searchState';
import type { IndexedProduct } from './normalizers';
import { indexOf, matches, SEARCH_OPTIONS } from './clientMatch';
import { withoutWords } from './understoodWords';
import { sortedBySize } from '@rules/sizes';

/**
 * Search on the client, for an API without `GET /search` (searchApi.ts falls back here on a 404):
 * the catalogue listed through `/products`, its words read by the API's own parser (@server/intent:
 * "under 2000", "for women", "red" become filters), the rest matched by MiniSearch
 * (clientMatch.ts), and facets counted here as the server counts them. Its own lazy chunk: shoppers
 * of an API with search never download it, nor the parser.
 */

const vocabularies = new WeakMap<readonly IndexedProduct[], Vocabulary>();

/** The facet values the catalogue holds: the only ones a query's words may name. */
function vocabularyOf(catalogue: readonly IndexedProduct[]): Vocabulary {
  let vocabulary = vocabularies.get(catalogue);
  if (!vocabulary) {
    const of = (read: (item: IndexedProduct) => string[]) => [...new Set(catalogue.flatMap(read).filter(Boolean))];
    vocabulary = {
      gender: of((item) => [item.gender]),
      size: of((item) => item.product.sizes),
      color: of((item) => item.product.colors),
      brand: of((item) => [item.brand]),
    };
    vocabularies.set(catalogue, vocabulary);
  }
  return vocabulary;
}

/** The request with the words' filters joined as GET /search joins them: OR with the same facet's values, AND across, price bounds tightened. */
function joined(request: SearchRequest, understood: readonly Understood[]): SearchRequest {
  let { filters, minPrice, maxPrice } = request;
  for (const { facet, values, min, max } of understood) {
    if (facet !== 'price') filters = { ...filters, [facet]: [...filters[facet], ...values] };
    if (min !== undefined) minPrice = Math.max(minPrice ?? min, min);
    if (max !== undefined) maxPrice = Math.min(maxPrice ?? max, max);
  }
  return { ...request, filters, minPrice, maxPrice };
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
  const listed = [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return facet === 'size' ? sortedBySize(listed, (c) => c.value) : listed;
}

const discountOf = ({ product }: IndexedProduct) =>
  product.originalPrice ? (product.originalPrice - product.price) / product.originalPrice : 0;
const newest = (a: IndexedProduct, b: IndexedProduct) => b.product.createdAt.localeCompare(a.product.createdAt);

/** The same answer `GET /search` gives, computed from the catalogue on the client. */
export function searchCatalogue(catalogue: readonly IndexedProduct[], request: SearchRequest): SearchResult {
  const intent = understand(request.q, vocabularyOf(catalogue));
  // The words as typed (exact) are never left out.
  const { scores, dropped } = matches(catalogue, intent.text, !request.exact);
  const scoreOf = new Map([...scores].map(([position, score]) => [catalogue[position]!, score]));
  const matched = [...scoreOf.keys()];
  // "cheap": the cheapest third of what the words match (cheapBand), as the server reads it.
  const band = intent.cheap === null ? null : cheapBand(matched.map((item) => item.product.price));
  const understood = band === null ? intent.understood : [...intent.understood, cheapFilter(intent.cheap!, band)];
  const filters = filtersOf(joined(request, understood));
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
    understood,
    relaxed: dropped.length ? { dropped: dropped.join(' '), showing: dropped.reduce(withoutWords, request.q) } : null,
  };
}

/** Suggestions as `GET /search/suggest` gives them: products, their categories, and wordings. */
export function suggestFromCatalogue(catalogue: readonly IndexedProduct[], q: string, limit: number): Suggestion[] {
  if (!q) return [];
  const { scores } = matches(catalogue, q);
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
