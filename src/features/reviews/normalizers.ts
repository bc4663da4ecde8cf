import type { HelpfulVoteDto, RatingSummaryDto, ReviewDto, ReviewsPageDto } from '@server/contracts';
import { asArray, asId, asNumber, asString, isRecord, readAs } from '@/utils/guards';
import { inShopTime } from '@/utils/shopTime';
import type { RatingSummary, Review, ReviewsPage, Stars } from './reviews';

const STARS: Stars[] = [5, 4, 3, 2, 1];

const wholeAtLeast = (value: unknown, min: number): number | null => {
  const number = asNumber(value);
  return number !== null && Number.isSafeInteger(number) && number >= min ? number : null;
};

const asStars = (value: unknown): Stars | null => {
  const number = wholeAtLeast(value, 1);
  return number !== null && number <= 5 ? (number as Stars) : null;
};

// Bounds far above what the reference server takes: a broken answer cannot flood the page.
const clip = (value: unknown, max: number) => asString(value).slice(0, max);
const oneLine = (value: unknown, max: number) => asString(value).replace(/\s+/g, ' ').trim().slice(0, max);

export function toSummary(value: unknown): RatingSummary {
  const source = readAs<RatingSummaryDto>(value);
  const rows = asArray(source.histogram)
    .filter(isRecord)
    .map((row) => readAs<RatingSummaryDto['histogram'][number]>(row));
  const histogram = STARS.map((stars) => ({
    stars,
    count: wholeAtLeast(rows.find((row) => asStars(row.stars) === stars)?.count, 0) ?? 0,
  }));
  const count = wholeAtLeast(source.count, 0) ?? histogram.reduce((sum, row) => sum + row.count, 0);
  const average = asNumber(source.average);
  const readable = count > 0 && average !== null && average >= 1 && average <= 5;
  return { average: readable ? Math.round(average * 10) / 10 : 0, count: readable ? count : 0, histogram };
}

/**
 * '2026-11-12T…' → '12 Nov 2026' and the ISO text; both '' for what is no date. The day is India's
 * (the shop's), not the device's: the page server and the browser then write the same day.
 */
function toDate(value: unknown): { date: string; dateTime: string } {
  const text = asString(value);
  const date = /^\d{4}-\d{2}-\d{2}/.test(text) ? inShopTime(text) : null;
  if (!date) return { date: '', dateTime: '' };
  return { date: date.format('D MMM YYYY'), dateTime: date.toISOString() };
}

export function toReview(value: unknown): Review | null {
  const source = readAs<ReviewDto>(value);
  const id = asId(source.id);
  const rating = asStars(source.rating);
  if (!id || rating === null) return null;
  return {
    id,
    rating,
    title: oneLine(source.title, 300),
    text: clip(source.text, 6000),
    author: oneLine(source.author, 80) || 'A buyer',
    ...toDate(source.createdAt),
    verified: source.verified === true,
    size: oneLine(source.size, 60),
    color: oneLine(source.color, 60),
    helpful: wholeAtLeast(source.helpful, 0) ?? 0,
  };
}

/**
 * A page of `GET /products/{id}/reviews` as the section reads it, or null when the answer is no
 * reviews page at all (an API that serves a page for any path): the caller takes reviews as
 * missing. Reviews that cannot be shown (no id, no 1–5 stars) and repeats are dropped. Never throws.
 */
export function toReviewsPage(body: unknown): ReviewsPage | null {
  if (!isRecord(body)) return null;
  const source = readAs<ReviewsPageDto>(body);
  if (!isRecord(source.summary) || !Array.isArray(source.data)) return null;
  const seen = new Set<string>();
  const reviews = asArray(source.data)
    .map(toReview)
    .filter((review): review is Review => review !== null && !seen.has(review.id) && Boolean(seen.add(review.id)));
  const pagination = readAs<ReviewsPageDto['pagination']>(source.pagination);
  const page = wholeAtLeast(pagination.page, 1) ?? 1;
  return {
    kind: 'served',
    summary: toSummary(source.summary),
    reviews,
    page,
    totalPages: wholeAtLeast(pagination.totalPages, 0) ?? page,
    total: wholeAtLeast(pagination.total, 0) ?? reviews.length,
  };
}

/** The new count of `POST …/helpful`, or null when the answer does not say. */
export function toHelpfulCount(body: unknown): number | null {
  return wholeAtLeast(readAs<HelpfulVoteDto>(body).helpful, 0);
}
