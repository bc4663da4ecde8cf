import { browseRows, soldOutLast } from '@rules/browse';
import { searchFilters, withUnderstood, type Row, type SearchFilters } from '@rules/filters';
import { cheapBand, cheapFilter, understand, type Vocabulary } from '@rules/intent';
import { pageOf } from '@rules/paging';
import { whollySoldOut } from '@rules/stock';
import type { SearchRequest, SearchResult, Suggestion } from '../searchResult';
import { effectiveSort } from '../searchResult';
import type { IndexedProduct } from '../normalizers';
import { indexOf, matches, SEARCH_OPTIONS } from './clientMatch';
import { withoutWords } from '../understoodWords';

/**
 * Search on the client, for an API without `GET /search` (searchApi.ts falls back here on a 404):
 * the catalogue listed through `/products`, its words read by the API's own parser (@rules/intent:
 * "under 2000", "for women", "red" become filters), the rest matched by MiniSearch
 * (clientMatch.ts), and filtered and counted by the API's own model (@rules/browse). Its own lazy
 * chunk: shoppers of an API with search never download it, nor the parser.
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

const rowsOf = new WeakMap<readonly IndexedProduct[], Row[]>();

/** The catalogue as the filter model reads it: what the API's catalogue copy holds of each product. */
function rows(catalogue: readonly IndexedProduct[]): Row[] {
  let made = rowsOf.get(catalogue);
  if (!made) {
    made = catalogue.map(({ product, brand, gender }) => ({
      facets: {
        category: product.category,
        parentCategory: product.parentCategory || null,
        gender: gender || null,
        size: product.sizes,
        color: product.colors,
        brand: brand ? [brand] : [],
      },
      price: product.price,
      onSale: product.onSale,
      featured: false,
      soldOut: whollySoldOut(product.variants),
    }));
    rowsOf.set(catalogue, made);
  }
  return made;
}

const filtersOf = ({ filters, minPrice, maxPrice, onSale, inStock }: SearchRequest): SearchFilters => ({
  ...filters,
  minPrice,
  maxPrice,
  onSale,
  inStock,
});

const discountOf = ({ product }: IndexedProduct) =>
  product.originalPrice ? (product.originalPrice - product.price) / product.originalPrice : 0;
const newest = (a: IndexedProduct, b: IndexedProduct) => b.product.createdAt.localeCompare(a.product.createdAt);

/** The same answer `GET /search` gives, computed from the catalogue on the client. */
export function searchCatalogue(catalogue: readonly IndexedProduct[], request: SearchRequest): SearchResult {
  const intent = understand(request.q, vocabularyOf(catalogue));
  // The words as typed (exact) are never left out.
  const { scores, dropped } = matches(catalogue, intent.text, !request.exact);
  const matched = [...scores.keys()];
  const understood = [...intent.understood];
  let filters = withUnderstood(filtersOf(request), understood);
  if (intent.cheap !== null) {
    // "cheap": the cheapest third of what the words and the filters find (cheapBand), as the server reads it.
    const band = cheapBand(browseRows(rows(catalogue), matched, searchFilters(filters)).passing.map((at) => catalogue[at]!.product.price));
    if (band !== null) {
      understood.push(cheapFilter(intent.cheap, band));
      filters = withUnderstood(filters, understood.slice(-1));
    }
  }
  const { passing, facets, price, inStock } = browseRows(rows(catalogue), matched, searchFilters(filters));
  const by = (compare: (a: IndexedProduct, b: IndexedProduct) => number) => (a: number, b: number) => compare(catalogue[a]!, catalogue[b]!);
  const score = (at: number) => scores.get(at) ?? 0;
  const order: Record<ReturnType<typeof effectiveSort>, (a: number, b: number) => number> = {
    relevance: (a, b) => score(b) - score(a) || by(newest)(a, b),
    newest: by(newest),
    'price-asc': by((a, b) => a.product.price - b.product.price || newest(a, b)),
    'price-desc': by((a, b) => b.product.price - a.product.price || newest(a, b)),
    discount: by((a, b) => discountOf(b) - discountOf(a) || newest(a, b)),
  };
  const results = soldOutLast(passing.sort(order[effectiveSort(request)]), (at) => rows(catalogue)[at]!.soldOut).map(
    (at) => catalogue[at]!,
  );
  return {
    products: pageOf(results, request.page, request.limit).map((item) => item.product),
    total: results.length,
    facets,
    price: price.min === null ? null : price,
    // As the API: the facet only where products carry their stock.
    inStock: catalogue.some((item) => item.product.variants) ? inStock : null,
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
