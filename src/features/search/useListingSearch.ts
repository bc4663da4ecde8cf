import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchQuery } from './searchApi';
import { toSearchRequest, type ListingScope, type SearchRequest } from './searchResult';
import { activeFilterCount, readSearchState, type Facet, type SearchState } from './searchState';
import { useRefinement } from './useRefinement';

/** What a category listing filters by: its category and sub-category are its own URL's, not filters. */
export const LISTING_FACETS: readonly Facet[] = ['size', 'color', 'brand'];
const LISTING_KEYS = ['category', 'parentCategory', 'featured'];

const listingScoped = (state: SearchState): SearchState => ({
  ...state,
  q: '',
  exact: false,
  filters: { ...state.filters, category: [], parentCategory: [] },
});

type Scope = ListingScope & { featured: boolean };

const isRefined = (state: SearchState, scope: Scope) =>
  !scope.featured && (state.sort !== null || activeFilterCount(state, LISTING_FACETS) > 0);

/**
 * What a listing's URL asks `/search` for once sorted or filtered; null for the plain listing (the
 * spec's `/products`). A page server loads the same request the screen will read.
 */
export function refinedListingRequest(search: URLSearchParams, scope: Scope): SearchRequest | null {
  const state = listingScoped(readSearchState(search));
  return isRefined(state, scope) ? toSearchRequest(state, scope) : null;
}

/**
 * Sort and filters on a category listing. The plain listing keeps the spec's
 * `/products` call; once sorted or filtered it asks `/search` with the category instead. The
 * facets of a plain listing are asked for only when the shopper reaches for the filters, so a
 * plain visit sends nothing more than before. Featured products are a curated list: no refinement.
 */
export function useListingSearch(scope: Scope) {
  const { state, change, changePage } = useRefinement({ keep: LISTING_KEYS, scoped: listingScoped });
  const refined = isRefined(state, scope);
  const [facetsWanted, setFacetsWanted] = useState(false);
  const search = useSearchQuery(refined || facetsWanted ? toSearchRequest(state, scope) : skipToken);
  return { state, refined, search, change, changePage, wantFacets: () => setFacetsWanted(true) };
}

export type ListingSearch = ReturnType<typeof useListingSearch>;
