import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { capitalizeWords } from '@/utils/text';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useGetStoreInfoQuery } from '@/features/store-info/storeInfoApi';
import { searchPath, type SearchState } from '../searchState';

interface Props {
  state: SearchState;
  corrected: string | null;
  filtersInUse: boolean;
  onClearFilters: () => void;
}

/** Nothing found: the correction, Clear filters, and the shop's categories to browse instead. */
export function NoResults({ state, corrected, filtersInUse, onClearFilters }: Props) {
  const categories = useGetStoreInfoQuery().data?.categories ?? [];
  return (
    <EmptyState
      title={filtersInUse ? 'No products found with the selected filters.' : 'No products match these words.'}
      headingLevel={2}
      text={
        corrected && (
          <>
            Did you mean{' '}
            <Link component={RouterLink} to={searchPath({ ...state, q: corrected, exact: false, page: 1 })}>
              &apos;{corrected}&apos;
            </Link>
            ?
          </>
        )
      }
      actions={
        filtersInUse && (
          <Button variant="outlined" onClick={onClearFilters} sx={{ mb: 3 }}>
            Clear filters
          </Button>
        )
      }
    >
      {categories.length > 0 && (
        <Box component="nav" aria-labelledby="browse-categories">
          <Typography id="browse-categories" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Browse our categories
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {categories.map((category) => (
              <li key={category}>
                <Button component={RouterLink} to={paths.category(category)} variant="text">
                  {capitalizeWords(category)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </EmptyState>
  );
}
