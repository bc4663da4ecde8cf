import type { MyReviewDto, MyReviewStateDto, ReviewFieldsErrorBody } from '@server/contracts';
import { asId, asNumber, asString, isRecord, readAs } from '@/utils/guards';
import type { MyReview, MyReviewState, MyReviewStatus, Purchase, ReviewDraft } from './myReview';

const STATUSES: readonly MyReviewStatus[] = ['pending', 'published', 'rejected'];

/** A whole star count 1–5, or null for anything else. */
export function toRating(value: unknown): number | null {
  const rating = asNumber(value);
  return rating !== null && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/** The shopper's review, or null when the answer holds none usable (no id, no stars). */
export function toMyReview(dto: unknown): MyReview | null {
  if (!isRecord(dto)) return null;
  const source = readAs<MyReviewDto>(dto);
  const id = asId(source.id);
  const rating = toRating(source.rating);
  if (!id || rating === null) return null;
  // An unknown state is not shown as live: it reads as waiting to be checked.
  const status = STATUSES.find((known) => known === source.status) ?? 'pending';
  return { id, rating, reviewTitle: asString(source.title), reviewText: asString(source.text), status };
}

function toPurchase(dto: unknown): Purchase | null {
  if (!isRecord(dto)) return null;
  const source = readAs<NonNullable<MyReviewStateDto['purchase']>>(dto);
  return { size: asString(source.size).trim(), color: asString(source.color).trim() };
}

/** `GET …/reviews/mine`: anything but `eligible: true` reads as not eligible. */
export function toMyReviewState(body: unknown): MyReviewState {
  const source = readAs<MyReviewStateDto>(body);
  return { eligible: source.eligible === true, purchase: toPurchase(source.purchase), review: toMyReview(source.review) };
}

/** A review's fields as the form holds them, from what the shopper wrote before. */
export function draftOf(review: MyReview): ReviewDraft {
  return { rating: review.rating, reviewTitle: review.reviewTitle, reviewText: review.reviewText };
}

export type ReviewField = 'rating' | 'reviewTitle' | 'reviewText';

/** A 422's field messages by the form's names; {} when the body has none. */
export function toFieldErrors(body: unknown): Partial<Record<ReviewField, string>> {
  const fields = readAs<ReviewFieldsErrorBody['fields']>(readAs<ReviewFieldsErrorBody>(body).fields);
  const pairs: Array<[ReviewField, unknown]> = [
    ['rating', fields.rating],
    ['reviewTitle', fields.title],
    ['reviewText', fields.text],
  ];
  return Object.fromEntries(pairs.filter(([, message]) => typeof message === 'string' && message.trim() !== ''));
}
