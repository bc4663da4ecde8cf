import { MAX_QUERY_LENGTH } from '@rules/queryLimits';
import { isWellFormed } from '@/utils/guards';

/** Blanks collapsed, at most 200 characters, no lone surrogate (which no URL can carry). */
export function cleanQuery(text: string): string {
  const whole = isWellFormed(text) ? text : text.replace(/\p{Cs}/gu, '');
  // Cut by code points, so the cut cannot split a surrogate pair.
  return [...whole.replace(/\s+/g, ' ').trim()].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

export const SEARCH_PATH = '/search';

/** `/search?q=…` for words typed in the box: a new search, nothing else carried over. */
export function searchPathFor(words: string): string {
  const q = cleanQuery(words);
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}` : SEARCH_PATH;
}

/** The words of the search a URL shows ('' anywhere but `/search`). */
export function wordsOf(pathname: string, search: string): string {
  return pathname === SEARCH_PATH ? cleanQuery(new URLSearchParams(search).get('q') ?? '') : '';
}
