import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchQuery } from './searchApi';
import { toSearchRequest, type ListingScope } from './searchResult';
import { activeFilterCount, type Facet, type SearchState } from './searchState';
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

/**
 * Sort and filters on a category listing (issue 20, item 8). The plain listing keeps the spec's
 * `/products` call; once sorted or filtered it asks `/search` with the category instead. The
 * facets of a plain listing are asked for only when the shopper reaches for the filters, so a
 * plain visit sends nothing more than before. Featured products are a curated list: no refinement.
 */
export function useListingSearch(scope: ListingScope & { featured: boolean }) {
  const { state, change, changePage } = useRefinement({ keep: LISTING_KEYS, scoped: listingScoped });
  const refined = !scope.featured && (state.sort !== null || activeFilterCount(state, LISTING_FACETS) > 0);
  const [facetsWanted, setFacetsWanted] = useState(false);
  const search = useSearchQuery(refined || facetsWanted ? toSearchRequest(state, scope) : skipToken);
  return { state, refined, search, change, changePage, wantFacets: () => setFacetsWanted(true) };
}

export type ListingSearch = ReturnType<typeof useListingSearch>;
