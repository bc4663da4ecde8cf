import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchQuery } from '../searchApi';
import { toSearchRequest, type ListingScope, type SearchRequest } from '../searchResult';
import { activeFilterCount, readSearchState, type Facet, type SearchState } from '../searchState';
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

/**
 * What a sorted or filtered listing asks `/search` for; null for the plain listing (the spec's
 * `/products`). Featured products are a curated list: never refined.
 */
function refinedRequest(state: SearchState, scope: Scope): SearchRequest | null {
  const refined = !scope.featured && (state.sort !== null || activeFilterCount(state, LISTING_FACETS) > 0);
  return refined ? toSearchRequest(state, scope) : null;
}

/** The same request, read from a listing's URL: what a page server loads for the screen. */
export function refinedListingRequest(search: URLSearchParams, scope: Scope): SearchRequest | null {
  return refinedRequest(listingScoped(readSearchState(search)), scope);
}

/**
 * Sort and filters on a category listing. The plain listing keeps the spec's
 * `/products` call; once sorted or filtered it asks `/search` with the category instead. The
 * facets of a plain listing are asked for only when the shopper reaches for the filters, so a
 * plain visit sends nothing more than before.
 */
export function useListingSearch(scope: Scope) {
  const { state, change, changePage } = useRefinement({ keep: LISTING_KEYS, scoped: listingScoped });
  const request = refinedRequest(state, scope);
  const [facetsWanted, setFacetsWanted] = useState(false);
  const search = useSearchQuery(request ?? (facetsWanted ? toSearchRequest(state, scope) : skipToken));
  return { state, refined: request !== null, search, change, changePage, wantFacets: () => setFacetsWanted(true) };
}

export type ListingSearch = ReturnType<typeof useListingSearch>;
