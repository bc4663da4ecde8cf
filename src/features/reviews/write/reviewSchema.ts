import * as yup from 'yup';
import type { ReviewDraft } from './myReview';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from './reviewRules';

/**
 * The rules of the contract, measured as the server measures them: trimmed, in UTF-16 units
 * (JavaScript's length). Every message is the server's own, so a rule it refuses reads the same.
 */
export const reviewSchema = yup.object({
  rating: yup
    .number()
    .nullable()
    .integer(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating)
    .required(REVIEW_MESSAGES.rating),
  reviewTitle: yup.string().trim().max(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleTooLong),
  reviewText: yup
    .string()
    .trim()
    .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textTooShort)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong)
    .required(REVIEW_MESSAGES.textTooShort),
});

export type ReviewValues = ReviewDraft;
