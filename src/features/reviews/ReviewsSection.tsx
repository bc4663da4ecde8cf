import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RatingStars } from '@/entities/product/RatingStars';
import { RatingHistogram } from './RatingHistogram';
import { ReviewItem } from './ReviewItem';
import { ReviewsControls } from './ReviewsControls';
import { ReviewsSkeleton } from './ReviewsSkeleton';
import { MoreReviewsButton } from './MoreReviewsButton';
import { useMoreReviews } from './useMoreReviews';
import { useReviews, useReviewsRequest, type ReviewsView } from './useReviews';
import { WriteReviewLink } from './write/WriteReviewLink';

/**
 * "Ratings & reviews" on the product page: the histogram, which filters by star, the sort, the
 * reviews a page at a time with "More". The sort and star are the URL's; an API without
 * reviews shows none of it.
 */
export function ReviewsSection({ productId }: { productId: string }) {
  const { request, choose } = useReviewsRequest(productId);
  const view = useReviews(productId, request);
  if (view.missing) return null;
  return (
    <Box component="section" id="reviews" aria-labelledby="reviews-heading" sx={{ mt: { xs: 5, md: 7 }, scrollMarginTop: 72 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="reviews-heading" variant="h5" component="h2">
          Ratings &amp; reviews
        </Typography>
        <WriteReviewLink productId={productId} />
      </Box>
      <ReviewsBody productId={productId} view={view} request={request} choose={choose} />
    </Box>
  );
}

type Request = ReturnType<typeof useReviewsRequest>;

function ReviewsBody({ productId, view, request, choose }: { productId: string; view: ReviewsView } & Request) {
  const { first, query } = view;
  const more = useMoreReviews(request, view);
  if (!first && query.isError)
    return (
      <Box role="alert" sx={{ py: 3 }}>
        <Typography sx={{ mb: 1.5 }}>Reviews could not be loaded.</Typography>
        <Button variant="outlined" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Retry
        </Button>
      </Box>
    );
  if (!first) return <ReviewsSkeleton />;
  const { summary } = first;
  if (summary.count === 0) return <Typography sx={{ color: 'text.secondary', py: 2 }}>No reviews yet</Typography>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography component="p" aria-hidden sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}>
            {summary.average.toFixed(1)}
          </Typography>
          <RatingStars rating={summary} size={20} count="words" />
        </Box>
        <RatingHistogram summary={summary} star={request.star} onStar={(star) => choose({ star })} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <ReviewsControls
          sort={request.sort}
          star={request.star}
          onSort={(sort) => choose({ sort })}
          onShowAll={() => choose({ star: null })}
        />
        {more.reviews.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>No {request.star}-star reviews yet</Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Reviews"
            aria-busy={more.waiting || (query.isFetching && !query.isFetchingNextPage)}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {more.reviews.map((review) => (
              <ReviewItem key={review.id} productId={productId} review={review} />
            ))}
          </Box>
        )}
        {more.failed && <Typography role="alert">More reviews could not be loaded. Please try again.</Typography>}
        {more.hasMore && <MoreReviewsButton waiting={more.waiting} onMore={more.showMore} onNear={more.onNear} />}
      </Box>
    </Box>
  );
}
