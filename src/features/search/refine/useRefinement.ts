import { useSearchParams } from 'react-router-dom';
import { SMOOTH_SCROLL_STATE } from '@/utils/navigationState';
import { readSearchState, searchParamsOf, type SearchState } from '../searchState';

/**
 * The search state of the current URL and a way to change it: each change is a new history entry
 * (Back undoes it). `keep` names keys of the URL that are not the search's (a listing's category),
 * kept first and as they are; `scoped` blanks what those keys mean in the state.
 */
export function useRefinement({
  keep = [],
  scoped = (state) => state,
}: { keep?: readonly string[]; scoped?: (state: SearchState) => SearchState } = {}) {
  const [search, setSearch] = useSearchParams();
  const state = scoped(readSearchState(search));
  const write = (next: SearchState, navigationState?: unknown) => {
    const params = new URLSearchParams();
    for (const key of keep) for (const value of search.getAll(key)) params.append(key, value);
    for (const [key, value] of searchParamsOf(scoped(next))) params.append(key, value);
    setSearch(params, { state: navigationState });
  };
  return {
    state,
    change: (next: SearchState) => write(next),
    changePage: (page: number) => write({ ...state, page }, SMOOTH_SCROLL_STATE),
  };
}
