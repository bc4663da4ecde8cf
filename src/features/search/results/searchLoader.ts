import { pageLoader } from '@/state/pageLoad';
import { searchApi } from '../searchApi';
import { correctionOf } from './searchCorrection';
import { toSearchRequest } from '../searchResult';
import { readSearchState } from '../searchState';

/**
 * The search route's loader on the page server, for SearchScreen's first screen: the words as typed, then — when they find
 * nothing and the catalogue spells them otherwise — the spelling the screen shows instead. Built
 * by the functions the screen calls, so the cache keys match.
 */
export const searchLoader = pageLoader(async ({ dispatch, search }) => {
  const state = readSearchState(search);
  const typed = await dispatch(searchApi.endpoints.search.initiate(toSearchRequest(state)));
  const { follow } = correctionOf(state, typed.data);
  if (follow) await dispatch(searchApi.endpoints.search.initiate(follow));
});
