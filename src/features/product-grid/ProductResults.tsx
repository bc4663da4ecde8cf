import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ListingPagination } from '@/features/product-grid/ListingPagination';
import { ProductGrid } from '@/features/product-grid/ProductGrid';
import { ReportProblemButton } from '@/features/support/ReportProblemButton';
import type { SearchResult } from './searchResult';

export const SKELETON_CARDS = 12;

interface Props {
  result: SearchResult | undefined;
  isError: boolean;
  retry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  columns?: number;
}

/** The cards of a search as the listing shows them: skeletons while loading, the error with Try Again, pagination. */
export function SearchResults({ result, isError, retry, page, onPageChange, label, columns = 3 }: Props) {
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <>
            <Button color="inherit" size="small" onClick={retry}>
              Try Again
            </Button>
            <ReportProblemButton color="inherit" size="small" />
          </>
        }
      >
        Failed to load products. Please try again.
      </Alert>
    );
  }
  return (
    <>
      <ProductGrid products={result?.products} skeletons={SKELETON_CARDS} columns={columns} label={label} aboveTheFold />
      {result && <ListingPagination page={page} total={result.total} onPageChange={onPageChange} />}
    </>
  );
}
