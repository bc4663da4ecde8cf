import * as yup from 'yup';
import { ratingRefusal, textRefusal, titleRefusal } from '@rules/reviews';
import type { ReviewDraft } from './myReview';

/** A field kept to its rule (rules/reviews.ts, which the server checks too): a rule it refuses reads the same in both. */
const ruled = (refusal: (value: never) => string | null) => (value: unknown, context: yup.TestContext) => {
  const message = refusal(value as never);
  return message === null || context.createError({ message });
};

export const reviewSchema = yup.object({
  rating: yup.number().nullable().test('rating', ruled(ratingRefusal)),
  reviewTitle: yup.string().test('title', ruled(titleRefusal)),
  reviewText: yup.string().test('text', ruled(textRefusal)),
});

export type ReviewValues = ReviewDraft;
