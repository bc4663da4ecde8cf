import type { PageLoadContext } from '@/state/pageLoad';
import { searchApi } from './searchApi';
import { correctionOf } from './searchCorrection';
import { toSearchRequest } from './searchResult';
import { readSearchState } from './searchState';

/**
 * SearchScreen's first screen, for a page server: the words as typed, then — when they find
 * nothing and the catalogue spells them otherwise — the spelling the screen shows instead. Built
 * by the functions the screen calls, so the cache keys match.
 */
export async function loadSearch({ dispatch, search }: PageLoadContext) {
  const state = readSearchState(search);
  const typed = await dispatch(searchApi.endpoints.search.initiate(toSearchRequest(state)));
  const { follow } = correctionOf(state, typed.data);
  if (follow) await dispatch(searchApi.endpoints.search.initiate(follow));
}
