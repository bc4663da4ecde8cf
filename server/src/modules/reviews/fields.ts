import {
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  type ReviewFieldsErrorBody,
  type ReviewRequest,
} from './contract';

export interface CheckedReview {
  rating: number;
  title: string;
  text: string;
}

/** A review that breaks a rule: the route answers 422 with `body`. */
export class ReviewFieldsError extends Error {
  constructor(readonly body: ReviewFieldsErrorBody) {
    super(body.error);
  }
}

/**
 * The form counts UTF-16 units (String length, an emoji is two). Ceilings count code points (an
 * emoji is one, never more than the form counted) and the floor counts as the form does: either
 * way, what the form lets through, this lets through.
 */
const codePoints = (s: string) => Array.from(s).length;

/** The request's fields trimmed and checked against the rules (REVIEW_MESSAGES); every broken one is named. */
export function checkReview(body: ReviewRequest): CheckedReview {
  const rating = body.rating;
  const title = (body.title ?? '').trim();
  const text = (body.text ?? '').trim();
  const fields: ReviewFieldsErrorBody['fields'] = {};
  if (rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5) fields.rating = REVIEW_MESSAGES.rating;
  if (codePoints(title) > REVIEW_TITLE_MAX) fields.title = REVIEW_MESSAGES.titleTooLong;
  if (text.length < REVIEW_TEXT_MIN) fields.text = REVIEW_MESSAGES.textTooShort;
  else if (codePoints(text) > REVIEW_TEXT_MAX) fields.text = REVIEW_MESSAGES.textTooLong;
  const first = fields.rating ?? fields.title ?? fields.text;
  if (first) throw new ReviewFieldsError({ error: first, fields });
  return { rating: rating!, title, text };
}
