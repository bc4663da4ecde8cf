import type { ReviewRequest } from '@server/contracts';
import { baseApi } from '@/api/baseApi';
import { encodeUrlPart } from '@/utils/urls';
import type { MyReview, MyReviewState, ReviewDraft } from './myReview';
import { toMyReview, toMyReviewState } from './normalizers';

export interface SendReviewArgs {
  productId: string;
  /** Named as the draft is (reviewTitle, reviewText): the support export redacts these keys. */
  draft: ReviewDraft;
}

/** The request body: the title and text as typed (the server trims and checks them). */
export function toReviewRequest(draft: ReviewDraft): ReviewRequest {
  return { ...(draft.rating !== null && { rating: draft.rating }), title: draft.reviewTitle, text: draft.reviewText };
}

const mineTag = (productId: string) => ({ type: 'Review' as const, id: `MINE-${productId}` });
const sentTags = (_result: unknown, _error: unknown, { productId }: SendReviewArgs) => [
  { type: 'Review' as const, id: productId },
  mineTag(productId),
];

/** An answer without a usable review is a failure, not a success: the draft must stay. */
function sentReview(data: unknown) {
  const review = toMyReview(data);
  return review ? { data: review } : { error: { status: 'CUSTOM_ERROR' as const, error: 'The answer holds no usable review', data } };
}

export const myReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in only. A status saying the endpoint is missing (rules/missingEndpoint.ts) means the API keeps no reviews: every caller then shows nothing. */
    getMyReview: build.query<MyReviewState, string>({
      query: (productId) => `products/${encodeUrlPart(productId)}/reviews/mine`,
      transformResponse: toMyReviewState,
      providesTags: (_state, _error, productId) => [mineTag(productId)],
    }),
    createReview: build.mutation<MyReview, SendReviewArgs>({
      async queryFn({ productId, draft }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `products/${encodeUrlPart(productId)}/reviews`,
          method: 'POST',
          body: toReviewRequest(draft),
        });
        return result.error ? { error: result.error } : sentReview(result.data);
      },
      invalidatesTags: sentTags,
    }),
    replaceReview: build.mutation<MyReview, SendReviewArgs>({
      async queryFn({ productId, draft }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `products/${encodeUrlPart(productId)}/reviews/mine`,
          method: 'PUT',
          body: toReviewRequest(draft),
        });
        return result.error ? { error: result.error } : sentReview(result.data);
      },
      invalidatesTags: sentTags,
    }),
  }),
});

export const { useGetMyReviewQuery, useCreateReviewMutation, useReplaceReviewMutation } = myReviewApi;
