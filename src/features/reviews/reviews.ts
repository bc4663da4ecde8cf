import type { ReviewSort } from '@rules/reviewListing';

export type Stars = 1 | 2 | 3 | 4 | 5;

/** What the published reviews say, as the headline and the histogram read it. */
export interface RatingSummary {
  /** 0 (no review) or 1–5, one decimal. */
  average: number;
  count: number;
  /** Always five rows, 5 stars first. */
  histogram: Array<{ stars: Stars; count: number }>;
}

/** One review as the list shows it: every text is plain text, never HTML. */
export interface Review {
  id: string;
  rating: Stars;
  title: string;
  text: string;
  /** "Priya S."; never empty. */
  author: string;
  /** "12 Nov 2026", or '' when the server's date is unreadable. */
  date: string;
  /** The server's ISO date when it was readable (for <time> and JSON-LD), else ''. */
  dateTime: string;
  verified: boolean;
  size: string;
  color: string;
  helpful: number;
}

export interface ReviewsPage {
  kind: 'served';
  summary: RatingSummary;
  reviews: Review[];
  page: number;
  totalPages: number;
  /** Reviews matching the star filter, over all pages. */
  total: number;
}

/** One page of `GET /products/{id}/reviews`, or `missing`: the API has no reviews (every part of them is hidden). */
export type ReviewsAnswer = ReviewsPage | { kind: 'missing' };

/** What the section asks for; the page comes from the infinite query. */
export interface ReviewsRequest {
  productId: string;
  sort: ReviewSort;
  star: Stars | null;
}

export const SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};
