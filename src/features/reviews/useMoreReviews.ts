import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import type { ReviewsRequest } from './reviews';
import { reviewsPagesShown, selectPagesShown } from './reviewsSlice';
import type { ReviewsView } from './useReviews';

/** One view of a product's reviews: its pages shown are counted apart from another sort's or star's. */
export const reviewsViewKey = ({ productId, sort, star }: ReviewsRequest) => `${productId} ${sort} ${star ?? 'all'}`;

/**
 * "More" as the best shops have it: the next page is fetched while the button nears the screen,
 * so a tap shows it at once (on a phone's slow 4G the request alone took ~600 ms of the tap).
 * The pages shown are the store's (`pagesShown`), so replays and Back show what the shopper saw;
 * a page asked for and not yet there (or fetched again after the cache let it go) is fetched.
 */
export function useMoreReviews(request: ReviewsRequest, { pages, query }: Pick<ReviewsView, 'pages' | 'query'>) {
  const dispatch = useAppDispatch();
  const view = reviewsViewKey(request);
  const shown = useAppSelector((state) => selectPagesShown(state, view));
  // Told by the More button (MoreReviewsButton) whether it nears the screen.
  const [near, setNear] = useState(false);
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  // Asked for (by a tap, or by an earlier visit to this view) and not here yet.
  const waiting = pages.length > 0 && pages.length < shown && hasNextPage;
  const wanted = waiting || (near && pages.length === shown && hasNextPage);

  useEffect(() => {
    // A page that failed is asked again only by a tap (showMore), never in a loop.
    if (wanted && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [wanted, isFetching, isFetchNextPageError, fetchNextPage]);

  const showMore = () => {
    if (!waiting) dispatch(reviewsPagesShown({ view, pages: shown + 1 }));
    if (isFetchNextPageError && !isFetching) void fetchNextPage();
  };

  return {
    reviews: pages.slice(0, shown).flatMap((page) => page.reviews),
    /** More to show: fetched ahead, or still on the server. */
    hasMore: pages.length > shown || hasNextPage,
    /** The shopper tapped More and its page is on its way. */
    waiting: waiting && !isFetchNextPageError,
    /** The page the shopper asked for could not be fetched (a failed fetch ahead says nothing until asked for). */
    failed: waiting && isFetchNextPageError,
    onNear: setNear,
    showMore,
  };
}
