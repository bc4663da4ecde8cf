import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductRating } from '@/entities/product/rating';
import { RatingStars } from '@/entities/product/RatingStars';
import { useReviews, useReviewsRequest } from './useReviews';

/**
 * Beside the product's title: the average, the stars and the count, a link down to the reviews.
 * From the reviews' summary once it is there, the product's own rating before (same figures, so
 * nothing moves); nothing for a product without reviews or an API without them.
 */
export function RatingHeadline({ productId, rating }: { productId: string; rating?: ProductRating }) {
  const { request } = useReviewsRequest(productId);
  const { missing, first } = useReviews(productId, request);
  const summary = first?.summary;
  const shown = summary ? (summary.count > 0 ? { average: summary.average, count: summary.count } : undefined) : rating;
  if (missing || !shown) return null;
  return (
    <Link
      href="#reviews"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 0.5, color: 'text.primary' }}
    >
      <Typography component="span" aria-hidden sx={{ fontWeight: 700 }}>
        {shown.average.toFixed(1)}
      </Typography>
      <RatingStars rating={shown} size={18} count="words" />
    </Link>
  );
}
