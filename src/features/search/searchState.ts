import type { SearchSort } from '@server/contracts';
import { COUNTED_FACETS, type CountedFacetName } from '@rules/facets';
import { MAX_FILTER_VALUE_LENGTH, MAX_FILTER_VALUES } from '@rules/queryLimits';
import { readPage } from '@/utils/pageNumber';
import { cleanQuery, SEARCH_PATH } from './searchWords';

// The header imports only ./searchWords: this module and its labels load with the search screens.

/**
 * What a search or a refined listing shows, read from its URL and written back to it: the URL is
 * the state (shareable; Back and Forward restore it). Pure functions: the page server's loaders
 * read the same state from a request.
 */

/** The facets a shopper filters by, in the order the panel, the chips and the URL list them: the API's counted ones. */
export const FACETS = COUNTED_FACETS;
export type Facet = CountedFacetName;

export const FACET_LABELS: Record<Facet, string> = {
  category: 'Category',
  parentCategory: 'Sub-category',
  size: 'Size',
  color: 'Colour',
  brand: 'Brand',
};

/** Every sort of the contract, with its label; a sort added there fails the typecheck here. */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  discount: 'Biggest discount',
};
export const SORTS = Object.keys(SORT_LABELS) as SearchSort[];

/** The contract's limit on prices: below 10⁹. */
const MAX_PRICE = 999_999_999;

export interface SearchState {
  /** What the shopper typed, trimmed, blanks collapsed. */
  q: string;
  /** `exact=1`: the words as typed, never replaced by the server's correction (sent as `exact=true`). */
  exact: boolean;
  /** `null`: the default (relevance with words, newest without). */
  sort: SearchSort | null;
  page: number;
  filters: Record<Facet, string[]>;
  /** Whole rupees, or `null` for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
  /** `inStock=true`: wholly sold-out products left out (offered only where the API answers the facet). */
  inStock: boolean;
}

export const noFilters = (): Record<Facet, string[]> => ({ category: [], parentCategory: [], size: [], color: [], brand: [] });

export const EMPTY_SEARCH: SearchState = {
  q: '',
  exact: false,
  sort: null,
  page: 1,
  filters: noFilters(),
  minPrice: null,
  maxPrice: null,
  onSale: false,
  inStock: false,
};

function readPrice(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,9}(\.\d+)?\s*$/.test(value)) return null;
  const price = Math.floor(Number(value));
  return price <= MAX_PRICE ? price : null;
}

function readValues(search: URLSearchParams, facet: Facet): string[] {
  const values: string[] = [];
  for (const raw of search.getAll(facet)) {
    const value = cleanQuery(raw).slice(0, MAX_FILTER_VALUE_LENGTH);
    if (value && !values.includes(value) && values.length < MAX_FILTER_VALUES) values.push(value);
  }
  return values;
}

function readSort(value: string | null): SearchSort | null {
  return SORTS.find((sort) => sort === value) ?? null;
}

/** Any query string → a valid state; what cannot be read is left out. */
export function readSearchState(search: URLSearchParams): SearchState {
  let minPrice = readPrice(search.get('minPrice'));
  let maxPrice = readPrice(search.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: cleanQuery(search.get('q') ?? ''),
    exact: search.get('exact') === '1',
    sort: readSort(search.get('sort')),
    page: readPage(search.get('page')),
    filters: Object.fromEntries(FACETS.map((facet) => [facet, readValues(search, facet)])) as Record<Facet, string[]>,
    minPrice,
    maxPrice,
    onSale: search.get('onSale') === 'true',
    inStock: search.get('inStock') === 'true',
  };
}

/** The state as a query string, keys in a fixed order; defaults (page 1, no sort) left out. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.exact && state.q) params.set('exact', '1');
  if (state.sort) params.set('sort', state.sort);
  for (const facet of FACETS) for (const value of state.filters[facet]) params.append(facet, value);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.onSale) params.set('onSale', 'true');
  if (state.inStock) params.set('inStock', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `/search?…` for a state. */
export function searchPath(state: SearchState): string {
  const query = searchParamsOf(state).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** Filters in force (each chosen value, the price range, on sale, in stock only), as "Filters (n)" counts them. */
export function activeFilterCount(state: SearchState, facets: readonly Facet[] = FACETS): number {
  const values = facets.reduce((sum, facet) => sum + state.filters[facet].length, 0);
  return values + (state.minPrice !== null || state.maxPrice !== null ? 1 : 0) + (state.onSale ? 1 : 0) + (state.inStock ? 1 : 0);
}

/** Every change of what is shown starts again at page 1. */
export function refined(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, ...change, page: 1 };
}

export function toggleValue(state: SearchState, facet: Facet, value: string): SearchState {
  const values = state.filters[facet];
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value].slice(0, MAX_FILTER_VALUES);
  return refined(state, { filters: { ...state.filters, [facet]: next } });
}

/** The same words and sort with no filter; `keep` names facets that are not the shopper's to clear (a listing's category). */
export function withoutFilters(state: SearchState, keep: readonly Facet[] = []): SearchState {
  const filters = noFilters();
  for (const facet of keep) filters[facet] = state.filters[facet];
  return refined(state, { filters, minPrice: null, maxPrice: null, onSale: false, inStock: false });
}
