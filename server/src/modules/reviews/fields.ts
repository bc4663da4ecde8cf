import { checkReview as checkedByTheRules, type CheckedReview } from '../../../../rules/reviews';
import type { ReviewFieldsErrorBody, ReviewRequest } from './contract';

export type { CheckedReview };

/** A review that breaks a rule: the route answers 422 with `body`. */
export class ReviewFieldsError extends Error {
  constructor(readonly body: ReviewFieldsErrorBody) {
    super(body.error);
  }
}

/** The request's fields trimmed and checked against the rules the form checks too (rules/reviews.ts); every broken one is named. */
export function checkReview(body: ReviewRequest): CheckedReview {
  const checked = checkedByTheRules(body);
  if (!checked.ok) throw new ReviewFieldsError({ error: checked.error, fields: checked.fields });
  return checked.review;
}
