import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReviewsQuery } from '@server/contracts';
import { lacksEndpoint } from '@rules/missingEndpoint';
import { baseApi } from '@/api/baseApi';
import type { RootState } from '@/state/types';
import { toHelpfulCount, toReviewsPage } from './normalizers';
import { DEFAULT_REVIEW_SORT } from '@rules/reviewListing';
import type { ReviewsAnswer, ReviewsRequest } from './reviews';
import { helpfulVoted, reviewsBackendDetected, selectReviewsBackend } from './reviewsSlice';

/**
 * An API without reviews (the spec's has none): a status saying the endpoint is missing
 * (rules/missingEndpoint.ts) on the reviews of a product the page has just shown. The page asks only for an
 * existing product's reviews, so a 404 there is the path, not the product.
 */
function isMissing(error: FetchBaseQueryError): boolean {
  return lacksEndpoint(error.status === 'PARSING_ERROR' ? error.originalStatus : error.status);
}

function toQuery({ sort, star }: ReviewsRequest, page: number): ReviewsQuery {
  return {
    ...(sort !== DEFAULT_REVIEW_SORT && { sort }),
    ...(star !== null && { star: String(star) }),
    ...(page > 1 && { page: String(page) }),
  };
}

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The reviews of a product, a page at a time ("More" fetches the next); each page carries the summary. */
    getReviews: build.infiniteQuery<ReviewsAnswer, ReviewsRequest, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.kind === 'served' && last.page < last.totalPages ? last.page + 1 : undefined),
      },
      async queryFn({ queryArg, pageParam }, api, _extra, baseQuery) {
        if (selectReviewsBackend(api.getState() as RootState) === 'missing') return { data: { kind: 'missing' } };
        const answer = await baseQuery({
          url: `products/${encodeURIComponent(queryArg.productId)}/reviews`,
          params: toQuery(queryArg, pageParam),
        });
        if (answer.error) {
          if (!isMissing(answer.error)) return { error: answer.error };
          api.dispatch(reviewsBackendDetected('missing'));
          return { data: { kind: 'missing' } };
        }
        const page = toReviewsPage(answer.data);
        // A 200 that is no reviews page: an API that serves a page for any path.
        api.dispatch(reviewsBackendDetected(page ? 'served' : 'missing'));
        return { data: page ?? { kind: 'missing' } };
      },
      providesTags: (_result, _error, { productId }) => [{ type: 'Review', id: productId }],
    }),
    /** One vote per shopper; voting again changes nothing. The pages shown get the new count, without fetching them again. */
    voteHelpful: build.mutation<number | null, { productId: string; reviewId: string }>({
      query: ({ productId, reviewId }) => ({
        url: `products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}/helpful`,
        method: 'POST',
      }),
      transformResponse: toHelpfulCount,
      async onQueryStarted({ productId, reviewId }, { dispatch, getState, queryFulfilled }) {
        const { data: helpful } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (helpful === undefined) return;
        dispatch(helpfulVoted(reviewId));
        const shown = reviewsApi.util.selectInvalidatedBy(getState() as RootState, [{ type: 'Review', id: productId }]);
        for (const { endpointName, originalArgs } of shown) {
          if (endpointName !== 'getReviews') continue;
          dispatch(
            reviewsApi.util.updateQueryData('getReviews', originalArgs as ReviewsRequest, (draft) => {
              for (const page of draft.pages) {
                const review = page.kind === 'served' ? page.reviews.find((candidate) => candidate.id === reviewId) : undefined;
                // A reply without the count: the vote was taken, so one more.
                if (review) review.helpful = helpful ?? review.helpful + 1;
              }
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetReviewsInfiniteQuery, useVoteHelpfulMutation } = reviewsApi;
