import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Product } from '@/entities/product/product';
import { ReportProblemButton } from '@/features/support/ReportProblemButton';
import { ListingPagination } from './ListingPagination';
import { ProductGrid } from './ProductGrid';

const SKELETON_CARDS = 12;

interface Props {
  /** One page of a listing or a search; `undefined` while it loads. */
  result: { products: Product[]; total: number } | undefined;
  isError: boolean;
  retry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  columns?: number;
}

/** A page of products, as listings and searches show it: skeletons while loading, the error with Try Again, pagination. */
export function ProductResults({ result, isError, retry, page, onPageChange, label, columns = 3 }: Props) {
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
