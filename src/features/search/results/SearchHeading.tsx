import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { searchPath, type SearchState } from '../searchState';
import type { SearchResult } from '../searchResult';

interface Props {
  state: SearchState;
  /** The words whose results show: the typed ones, or the correction they were replaced by. */
  shownQ: string;
  total: number | undefined;
  /** The server's spelling of the words, when it has one. */
  corrected: string | null;
  /** The results shown are the correction's, because the typed words found nothing. */
  followed: boolean;
  /** The words the search left out because nothing matched them all (the answer's `relaxed`). */
  relaxed?: SearchResult['relaxed'];
}

const results = (total: number) => `${total} ${total === 1 ? 'result' : 'results'}`;

export function headingFor(q: string, total: number | undefined): string {
  if (total === undefined) return q ? `Searching for '${q}'…` : 'Searching…';
  return q ? `${results(total)} for '${q}'` : `${total} ${total === 1 ? 'product' : 'products'}`;
}

/**
 * The heading: what was searched and what is shown, in one sentence. When nothing matched every
 * word and the search left some out, it says so and names the words whose results show.
 */
function headingOf(q: string, total: number | undefined, relaxed: SearchResult['relaxed']): string {
  if (!relaxed || !q || !total) return headingFor(q, total);
  return `No results for '${q}' — showing ${headingFor(relaxed.showing, total)}`;
}

/** What the list of results is named: the words whose results they are. */
export const resultsLabel = (q: string, total: number | undefined, relaxed: SearchResult['relaxed']) =>
  headingFor(relaxed && total ? relaxed.showing : q, total);

/**
 * "N results for 'q'", or with words left out "No results for 'nike shoes' — showing 8 results for
 * 'shoes'"; and the correction: followed ("Showing results for…"), or offered ("Did you mean…"), a
 * line under the heading, read right after it.
 */
export function SearchHeading({ state, shownQ, total, corrected, followed, relaxed = null }: Props) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}>
        {headingOf(shownQ, total, relaxed)}
      </Typography>
      {followed && corrected ? (
        <Typography sx={{ mb: 2 }}>
          Showing results for &apos;{corrected}&apos;. Search instead for{' '}
          <Link underline="always" component={RouterLink} to={searchPath({ ...state, exact: true, page: 1 })}>
            &apos;{state.q}&apos;
          </Link>
        </Typography>
      ) : (
        // With nothing found, the empty state offers it.
        corrected &&
        total !== undefined &&
        total > 0 && (
          <Typography sx={{ mb: 2 }}>
            Did you mean{' '}
            <Link underline="always" component={RouterLink} to={searchPath({ ...state, q: corrected, exact: false, page: 1 })}>
              &apos;{corrected}&apos;
            </Link>
            ?
          </Typography>
        )
      )}
    </>
  );
}
