/**
 * The rules of a review, as the reference server checks a written one and the form checks it
 * before sending, with the messages both show (the form beside each field, the server in a 422's
 * `fields`). Title and text are trimmed first. Ceilings count code points (an emoji is one
 * character, as a shopper counts); the floor counts UTF-16 units (an emoji is two), the more
 * generous measure for a floor, so a text either count lets through is taken.
 */
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;

export const REVIEW_MESSAGES = {
  rating: 'Choose a star rating',
  titleTooLong: `Title must be ${REVIEW_TITLE_MAX} characters or fewer`,
  textTooShort: `Review must be at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: 'Review must be 2,000 characters or fewer',
  notBuyer: 'Only shoppers who bought this product can review it',
  alreadyReviewed: 'You have already reviewed this product',
  ownReview: "You can't mark your own review helpful",
} as const;

/** A title's or a text's length as the ceilings count it, and as the form's counter shows it: in characters (code points). */
export const reviewLength = (text: string) => Array.from(text).length;

export function ratingRefusal(rating: unknown): string | null {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? null : REVIEW_MESSAGES.rating;
}

export function titleRefusal(title: string = ''): string | null {
  return reviewLength(title.trim()) > REVIEW_TITLE_MAX ? REVIEW_MESSAGES.titleTooLong : null;
}

export function textRefusal(text: string = ''): string | null {
  const trimmed = text.trim();
  if (trimmed.length < REVIEW_TEXT_MIN) return REVIEW_MESSAGES.textTooShort;
  return reviewLength(trimmed) > REVIEW_TEXT_MAX ? REVIEW_MESSAGES.textTooLong : null;
}

/** What a review request holds, unchecked. */
export interface ReviewInput {
  rating?: unknown;
  title?: string;
  text?: string;
}

/** A review that keeps every rule: its title and text trimmed. */
export interface CheckedReview {
  rating: number;
  title: string;
  text: string;
}

/** A review that breaks a rule: the message of the first broken (rating, title, then text), and of each. */
export interface ReviewRefused {
  error: string;
  fields: { rating?: string; title?: string; text?: string };
}

/** The review checked against every rule: trimmed when it keeps them all, else each broken rule named. */
export function checkReview(input: ReviewInput): { ok: true; review: CheckedReview } | ({ ok: false } & ReviewRefused) {
  const refusals = { rating: ratingRefusal(input.rating), title: titleRefusal(input.title), text: textRefusal(input.text) };
  const fields = Object.fromEntries(Object.entries(refusals).filter(([, message]) => message !== null)) as ReviewRefused['fields'];
  const first = fields.rating ?? fields.title ?? fields.text;
  if (first) return { ok: false, error: first, fields };
  return { ok: true, review: { rating: input.rating as number, title: (input.title ?? '').trim(), text: (input.text ?? '').trim() } };
}
