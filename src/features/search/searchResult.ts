import type { SearchQuery, SearchSort, UnderstoodDto } from '@server/contracts';
import type { Product } from '@/entities/product/product';
import type { Facet, SearchState } from './searchState';

/** One value of a facet and how many products it would show (with every other filter applied). */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * Words of the query the search took as a filter ("under 2000", "for women", "size 9"): each one a
 * chip, removed by taking `words` out of the query (understoodWords.ts).
 */
export interface Understood {
  facet: UnderstoodDto['facet'];
  /** The words as they stand in the query. */
  words: string;
  /** The catalogue's value ("UK 9", "Women"); for price `min-max` with an open side blank. */
  value: string;
  /** The catalogue values filtered on (gender "women" → Women, Unisex; price: none). */
  values: string[];
  /** Price bounds, in rupees (price only; at least one of them). */
  min?: number;
  max?: number;
}

/** A search answer as the screens read it, from the server or from the client index alike. */
export interface SearchResult {
  products: Product[];
  total: number;
  facets: Record<Facet, FacetCount[]>;
  /** The price span of what matches everything but the price range; `null` when nothing does. */
  price: { min: number; max: number } | null;
  /** How many of the results are not sold out; `null` where the API does not answer the facet (it counts no stock). */
  inStock: number | null;
  /**
   * The words as the catalogue spells them: those searched in place of the typed ones (results
   * present), or, with nothing found, a spelling that would find something.
   */
  corrected: string | null;
  /** The words taken as filters, in the order of the query. */
  understood: Understood[];
  /**
   * No product matched every word, so the words naming nothing the shop has (`dropped`, as typed)
   * were left out and `showing` searched instead; `null` when every word was searched.
   */
  relaxed: { dropped: string; showing: string } | null;
}

export type Suggestion =
  | { kind: 'product'; text: string; productId: string; image: string; price: number }
  | { kind: 'category'; text: string; category: string }
  | { kind: 'query'; text: string };

/** What a search asks for (the RTK Query argument): a state without the app-only parts, plus the page size. */
export interface SearchRequest {
  q: string;
  /** The words as typed, without the server's spelling corrections (the way back from them). */
  exact: boolean;
  page: number;
  limit: number;
  sort: SearchSort | null;
  filters: Record<Facet | 'gender', string[]>;
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
  inStock: boolean;
}

export const SEARCH_PAGE_SIZE = 12;
export const SUGGESTION_LIMIT = 8;

/** A listing's own scope, sent with its filters: its category and the gender spec §7 gives it. */
export interface ListingScope {
  category?: string;
  parentCategory?: string;
  gender?: string;
}

export function toSearchRequest(state: SearchState, scope: ListingScope = {}): SearchRequest {
  const filters = { ...state.filters, gender: [] as string[] };
  if (scope.category) filters.category = [scope.category];
  if (scope.parentCategory) filters.parentCategory = [scope.parentCategory];
  if (scope.gender) filters.gender = [scope.gender];
  return {
    q: state.q,
    exact: state.exact && state.q !== '',
    page: state.page,
    limit: SEARCH_PAGE_SIZE,
    sort: state.sort,
    filters,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    onSale: state.onSale,
    inStock: state.inStock,
  };
}

/** The `GET /search` query (server/src/contracts.ts SearchQuery), each filter value repeated. */
export function toSearchQueryString(request: SearchRequest): string {
  const params = new URLSearchParams();
  if (request.q) params.set('q', request.q);
  if (request.exact) params.set('exact' satisfies keyof SearchQuery, 'true');
  params.set('page', String(request.page));
  params.set('limit', String(request.limit));
  if (request.sort) params.set('sort', request.sort);
  for (const facet of Object.keys(request.filters) as Array<keyof SearchRequest['filters']>) {
    // Named by the contract: a facet renamed there fails the typecheck here.
    const key: keyof SearchQuery = facet;
    for (const value of request.filters[facet]) params.append(key, value);
  }
  if (request.minPrice !== null) params.set('minPrice', String(request.minPrice));
  if (request.maxPrice !== null) params.set('maxPrice', String(request.maxPrice));
  if (request.onSale) params.set('onSale', 'true');
  if (request.inStock) params.set('inStock' satisfies keyof SearchQuery, 'true');
  return params.toString();
}

/** The sort a request gets when it names none (the contract's defaults). */
export function effectiveSort(request: Pick<SearchRequest, 'q' | 'sort'>): SearchSort {
  return request.sort ?? (request.q ? 'relevance' : 'newest');
}
