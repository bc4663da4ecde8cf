import { asNumber, isRecord, readAs } from '@/utils/guards';
import type { ProductDto } from '@server/contracts';
import { formatCount } from '@/utils/count';

/** A product's published reviews in brief: what the cards and the product page's headline show. */
export interface ProductRating {
  /** 1–5, one decimal. */
  average: number;
  /** Whole, at least 1. */
  count: number;
}

type RatingDto = NonNullable<ProductDto['rating']>;

/**
 * `{ average, count }` from an answer, or undefined when it is absent or cannot be a rating: an
 * average outside 1–5 or not a number, a count that is not a whole number of at least one (a
 * product with no published review shows no stars rather than "0 out of 5"). Never throws.
 */
export function toRating(value: unknown): ProductRating | undefined {
  if (!isRecord(value)) return undefined;
  const source = readAs<RatingDto>(value);
  const average = asNumber(source.average);
  const count = asNumber(source.count);
  if (average === null || average < 1 || average > 5) return undefined;
  if (count === null || !Number.isSafeInteger(count) || count < 1) return undefined;
  return { average: Math.round(average * 10) / 10, count };
}

/** "4.3 out of 5 stars, 128 reviews": the stars' accessible name, everywhere they show. */
export function ratingLabel({ average, count }: ProductRating): string {
  return `${average.toFixed(1)} out of 5 stars, ${reviewCountText(count)}`;
}

/** "1 review", "1,280 reviews" (Indian digit grouping, as prices are). */
export function reviewCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;
}
