import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsSignedIn } from '@/features/auth/authSlice';
import { useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { useGetMyReviewQuery } from './myReviewApi';
import { PENDING_LINE, REJECTED_LINE } from './reviewRules';

interface Props {
  productId: string;
  /** `page`: the product page, for a buyer the server vouches for. `order`: a paid line in Orders, which proves the purchase. */
  variant?: 'page' | 'order';
}

/**
 * On a paid order's line: the order proves the purchase, so the link shows at once (the server
 * still checks on sending). The shopper's own review is asked for only to name the link as the
 * form it opens names itself: "Edit your review" once there is one, else (or when the API keeps
 * no reviews or fails) "Write a review".
 */
function OrderLineLink({ productId }: { productId: string }) {
  const { data } = useGetMyReviewQuery(productId);
  return (
    <Link component={RouterLink} to={paths.writeReview(productId)} variant="body2">
      {data?.review ? 'Edit your review' : 'Write a review'}
    </Link>
  );
}

/**
 * The product page's link, for a signed-in shopper the server says bought the product. Nothing for
 * anyone else, nothing until the answer is in, nothing when the API keeps no reviews (rules/missingEndpoint.ts lacksEndpoint) or
 * fails. The session is read through the store, whose state while hydrating is the server's (no
 * session), so the server's HTML and the first render hold nothing and hydration matches.
 */
function ProductPageLink({ productId }: { productId: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useGetMyReviewQuery(productId, { skip: !signedIn });
  if (!signedIn || !data?.eligible) return null;
  const review = data.review;
  const line = review?.status === 'pending' ? PENDING_LINE : review?.status === 'rejected' ? REJECTED_LINE : '';
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Button component={RouterLink} to={paths.writeReview(productId)} variant="outlined">
        {review ? 'Edit your review' : 'Write a review'}
      </Button>
      {line && (
        <Typography variant="body2" color="text.secondary">
          {line}
        </Typography>
      )}
    </Box>
  );
}

/** "Write a review" for a product, where a buyer looks for it: on the product page, or on a paid order's line. */
export function WriteReviewLink({ productId, variant = 'page' }: Props) {
  if (!productId) return null;
  return variant === 'order' ? <OrderLineLink productId={productId} /> : <ProductPageLink productId={productId} />;
}
