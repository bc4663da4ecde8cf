import { toSearchRequest, type SearchRequest, type SearchResult } from '../searchResult';
import type { SearchState } from '../searchState';

/** Where a search stands with the catalogue's spelling of its words, from the answer to the words as typed. */
export interface Correction {
  /** The catalogue's spelling of the words, or null when it has none other. */
  spelling: string | null;
  /** The server searched that spelling in place of the typed words: the typed answer holds its results. */
  replaced: boolean;
  /** The typed words found nothing and the spelling finds something: the request for it, else null. */
  follow: SearchRequest | null;
}

/**
 * The one rule for following a correction, read by the screen and by the page server's loader
 * alike: a shopper who asked for the exact words (`exact=1`) never gets another spelling.
 */
export function correctionOf(state: SearchState, typed: SearchResult | undefined): Correction {
  const spelling = typed?.corrected ?? null;
  const correctable = !state.exact && spelling !== null;
  return {
    spelling,
    replaced: correctable && (typed?.total ?? 0) > 0,
    follow: correctable && typed?.total === 0 ? toSearchRequest({ ...state, q: spelling }) : null,
  };
}
