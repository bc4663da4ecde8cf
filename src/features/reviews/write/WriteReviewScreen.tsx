import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { lacksEndpoint } from '@rules/missingEndpoint';
import { REVIEW_MESSAGES } from '@rules/reviews';
import { describeApiError } from '@/api/errors';
import { PageLoading } from '@/components/layout/PageLoading';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { ProductImage } from '@/entities/product/ProductImage';
import { useGetProductQuery } from '@/entities/product/catalogApi';
import { SubjectHead } from '@/features/seo/SubjectHead';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { describePurchase, EMPTY_DRAFT, type MyReviewState } from './myReview';
import { useGetMyReviewQuery } from './myReviewApi';
import { draftOf } from './normalizers';
import { selectReviewDraft } from './reviewDraftsSlice';
import { ReviewForm } from './ReviewForm';
import { NO_REVIEWS_MESSAGE } from './sendFailure';

export const CHECK_FAILED_MESSAGE = "We couldn't check your purchase of this product. Please try again.";

function BackToProduct({ productId, children }: { productId: string; children: ReactNode }) {
  return (
    <Alert severity="info" role="alert">
      {children}{' '}
      <Link component={RouterLink} to={paths.product(productId)}>
        Back to the product
      </Link>
    </Alert>
  );
}

/** The product reviewed: its picture and name (once known), and what the order line says was bought. */
function ReviewedProduct({ productId, purchase }: { productId: string; purchase: string }) {
  const { data: product, isError } = useGetProductQuery(productId);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
      <Box sx={{ width: 72, flexShrink: 0 }}>
        {product ? (
          <ProductImage src={product.image} alt="" sx={{ borderRadius: 1 }} />
        ) : (
          <Skeleton variant="rectangular" width={72} height={72} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {product?.name ?? (isError ? 'This product' : <Skeleton width={200} />)}
        </Typography>
        {purchase && <Typography color="text.secondary">{purchase}</Typography>}
      </Box>
    </Box>
  );
}

/** The form once the shopper's standing is known; its first values are fixed when it opens. */
function FormFor({ productId, state }: { productId: string; state: MyReviewState }) {
  const stored = useAppSelector((root) => selectReviewDraft(root, productId));
  // The draft on this device is the latest thing typed; else their review; else nothing.
  const [initialValues] = useState(() => stored ?? (state.review ? draftOf(state.review) : EMPTY_DRAFT));
  const [switched, setSwitched] = useState(false);
  return (
    <ReviewForm
      productId={productId}
      initialValues={initialValues}
      editing={switched || state.review !== null}
      onEditing={() => setSwitched(true)}
    />
  );
}

/** `/product/:id/review`, signed in only (the route's RequireAuth), drafts read (AfterRehydration). */
export function WriteReviewScreen() {
  const productId = useParams().id ?? '';
  const { pathname } = useLocation();
  const mine = useGetMyReviewQuery(productId);
  const heading = mine.data?.review ? 'Edit your review' : 'Write a review';
  usePageTitle(heading);

  let content: ReactNode;
  if (mine.data) {
    content = mine.data.eligible ? (
      <FormFor productId={productId} state={mine.data} />
    ) : (
      <BackToProduct productId={productId}>{REVIEW_MESSAGES.notBuyer}</BackToProduct>
    );
  } else if (mine.isError) {
    const failure = describeApiError(mine.error);
    const noReviews = failure.kind === 'response' && lacksEndpoint(failure.status);
    content = noReviews ? (
      <BackToProduct productId={productId}>{NO_REVIEWS_MESSAGE}</BackToProduct>
    ) : (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void mine.refetch()} disabled={mine.isFetching}>
            Try again
          </Button>
        }
      >
        {CHECK_FAILED_MESSAGE}
      </Alert>
    );
  } else content = <PageLoading />;

  return (
    <ScreenFrame width="sm" heading={heading}>
      <SubjectHead subject={{ kind: 'page', title: heading, path: pathname, noindex: true }} />
      <ReviewedProduct productId={productId} purchase={describePurchase(mine.data?.purchase ?? null)} />
      {content}
    </ScreenFrame>
  );
}
