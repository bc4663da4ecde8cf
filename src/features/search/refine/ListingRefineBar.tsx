import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { FiltersDrawer } from './FiltersDrawer';
import { SortMenu } from './SortMenu';
import { effectiveSort } from '../searchResult';
import { refined as refinedState } from '../searchState';
import { LISTING_FACETS, type ListingSearch } from './useListingSearch';

/** A listing's Filters (a sheet: from the bottom on phones, the side on wide screens) and sort menu. */
export function ListingRefineBar({ listing }: { listing: ListingSearch }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { state, search, change, wantFacets } = listing;
  return (
    <>
      <FiltersDrawer
        anchor={wide ? 'right' : 'bottom'}
        state={state}
        result={search.data}
        total={search.currentData?.total}
        facets={LISTING_FACETS}
        onChange={change}
        onIntent={wantFacets}
      />
      <SortMenu value={effectiveSort(state)} withRelevance={false} onChange={(sort) => change(refinedState(state, { sort }))} />
    </>
  );
}
