import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { SubjectHead } from '@/features/seo/SubjectHead';
import { ProductResults } from '@/features/product-grid/ProductResults';
import { ActiveFilters } from '../refine/ActiveFilters';
import { FilterPanel } from '../refine/FilterPanel';
import { FiltersDrawer } from '../refine/FiltersDrawer';
import { NoResults } from './NoResults';
import { searchPath, activeFilterCount, FACETS, refined, withoutFilters } from '../searchState';
import { effectiveSort, toSearchRequest } from '../searchResult';
import { useSearchQuery } from '../searchApi';
import { correctionOf } from './searchCorrection';
import { SearchHeading, resultsLabel } from './SearchHeading';
import { SortMenu } from '../refine/SortMenu';
import { useRefinement } from '../refine/useRefinement';

/**
 * `/search?q=…`: a function of the URL and the store (RTK Query), so a server can prefetch it. When
 * the words typed are misspelt, the results of the catalogue's spelling show instead, unless the
 * shopper asked for the exact words (`exact=1`, sent on as `exact=true`).
 */
export function SearchScreen() {
  const { state, change, changePage } = useRefinement();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const typed = useSearchQuery(toSearchRequest(state));
  const { spelling: correction, replaced, follow } = correctionOf(state, typed.currentData);
  const corrected = useSearchQuery(follow ?? skipToken);
  const shown = follow ? corrected : typed;
  const result = shown.currentData;
  const followed = follow !== null || replaced;
  const shownQ = followed && correction !== null ? correction : state.q;
  const title = state.q ? `Search: '${state.q}'` : 'Search';
  usePageTitle(title);

  const filtersInUse = activeFilterCount(state) > 0;
  const panel = { state, result: shown.data, facets: FACETS, onChange: change };
  return (
    <ScreenFrame width="lg">
      <SubjectHead subject={{ kind: 'search', title, path: searchPath(state) }} />
      <SearchHeading
        state={state}
        shownQ={shownQ}
        total={result?.total}
        corrected={correction}
        followed={followed}
        relaxed={result?.relaxed}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        {!wide && <FiltersDrawer {...panel} total={result?.total} />}
        <SortMenu value={effectiveSort(state)} withRelevance={state.q !== ''} onChange={(sort) => change(refined(state, { sort }))} />
      </Box>
      <ActiveFilters state={state} facets={FACETS} understood={shown.data?.understood} onChange={change} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' }, gap: 4, alignItems: 'start' }}>
        {wide && (
          <Box component="aside" aria-label="Filters">
            <FilterPanel {...panel} />
          </Box>
        )}
        <Box>
          {result && result.total === 0 && !shown.isError ? (
            <NoResults
              state={state}
              corrected={correction}
              filtersInUse={filtersInUse}
              onClearFilters={() => change(withoutFilters(state))}
            />
          ) : (
            <ProductResults
              result={result}
              isError={shown.isError}
              retry={() => void shown.refetch()}
              page={state.page}
              onPageChange={changePage}
              label={resultsLabel(shownQ, result?.total, result?.relaxed ?? null)}
            />
          )}
        </Box>
      </Box>
    </ScreenFrame>
  );
}
