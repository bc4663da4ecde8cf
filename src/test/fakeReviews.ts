import { http, HttpResponse } from 'msw';
import { totalPages, pageOf } from '@rules/paging';
import { REVIEW_MESSAGES } from '@rules/reviews';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, REVIEWS_PER_PAGE, type ReviewSort } from '@rules/reviewListing';
import type { RatingSummaryDto, ReviewDto, ReviewsPageDto } from '../../server/src/contracts';
import { API } from './api';
import { shop } from './fakeShop';

// The reviews of the fake shop, beside fakeShop.ts: the public reviews and helpful votes.

interface ReviewsData {
  /** `missing`: an API without reviews, answering 404 on their paths (405 or 501 for the others); the default is `served`. */
  backend: 'served' | 'missing' | 'method-not-allowed' | 'not-implemented';
  /** The published reviews of every product. */
  reviews: ReviewDto[];
  /** Reviews written by the signed-in shopper: voting on them is refused. */
  ownReviewIds: string[];
  /** Review ids the signed-in shopper marked helpful. */
  voted: string[];
}

const fresh = (): ReviewsData => ({ backend: 'served', reviews: [], ownReviewIds: [], voted: [] });

export const reviewsShop: ReviewsData = fresh();

export function resetReviews() {
  Object.assign(reviewsShop, fresh());
}

let sequence = 0;

export function buildReview(overrides: Partial<ReviewDto> = {}): ReviewDto {
  sequence += 1;
  return {
    id: `review-${sequence}`,
    productId: 'p-1',
    rating: 5,
    title: `Review ${sequence}`,
    text: `Text of review ${sequence}, long enough to pass.`,
    author: 'Priya S.',
    createdAt: `2026-11-${String((sequence % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    verified: true,
    size: null,
    color: null,
    helpful: 0,
    ...overrides,
  };
}

/** Adds published reviews of a product, one per overrides object; returns them. */
export function addReviews(productId: string, ...overrides: Array<Partial<ReviewDto>>): ReviewDto[] {
  const added = overrides.map((override) => buildReview({ productId, ...override }));
  reviewsShop.reviews.push(...added);
  return added;
}

export function summaryOf(reviews: ReviewDto[]): RatingSummaryDto {
  const count = reviews.length;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    average: count ? Math.round((sum / count) * 10) / 10 : 0,
    count,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter((review) => review.rating === stars).length })),
  };
}

const ORDER: Record<ReviewSort, (a: ReviewDto, b: ReviewDto) => number> = {
  helpful: (a, b) => b.helpful - a.helpful || b.createdAt.localeCompare(a.createdAt),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  highest: (a, b) => b.rating - a.rating || b.createdAt.localeCompare(a.createdAt),
  lowest: (a, b) => a.rating - b.rating || b.createdAt.localeCompare(a.createdAt),
};

/** `GET /products/{id}/reviews` as the reference server answers it. */
export function reviewsPage(productId: string, query: URLSearchParams): ReviewsPageDto {
  const all = reviewsShop.reviews.filter((review) => review.productId === productId);
  const asked = query.get('sort');
  const sort = REVIEW_SORTS.find((known) => known === asked) ?? DEFAULT_REVIEW_SORT;
  const star = Number(query.get('star') ?? 0);
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const matching = all.filter((review) => !star || review.rating === star).sort(ORDER[sort]);
  return {
    summary: summaryOf(all),
    data: pageOf(matching, page, REVIEWS_PER_PAGE),
    pagination: { page, limit: REVIEWS_PER_PAGE, total: matching.length, totalPages: totalPages(matching.length, REVIEWS_PER_PAGE) },
  };
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const ABSENT = {
  missing: [404, 'Not Found'],
  'method-not-allowed': [405, 'Method Not Allowed'],
  'not-implemented': [501, 'Not Implemented'],
} as const;
const absent = () => {
  const [status, error] = ABSENT[reviewsShop.backend as keyof typeof ABSENT];
  return json({ error }, status);
};
const signedIn = (request: Request) => request.headers.get('authorization') === `Bearer ${shop.token}`;

export const reviewHandlers = [
  http.get(`${API}/products/:id/reviews`, ({ params, request }) => {
    if (reviewsShop.backend !== 'served') return absent();
    if (!shop.products.some((product) => product.id === params.id)) return json({ error: 'Product not found' }, 404);
    return json(reviewsPage(String(params.id), new URL(request.url).searchParams));
  }),
  http.post(`${API}/products/:id/reviews/:reviewId/helpful`, ({ params, request }) => {
    if (reviewsShop.backend !== 'served') return absent();
    if (!signedIn(request)) return json({ error: 'Not signed in' }, 401);
    const review = reviewsShop.reviews.find((candidate) => candidate.id === params.reviewId && candidate.productId === params.id);
    if (!review) return json({ error: 'Review not found' }, 404);
    if (reviewsShop.ownReviewIds.includes(review.id)) return json({ error: REVIEW_MESSAGES.ownReview }, 403);
    if (!reviewsShop.voted.includes(review.id)) {
      reviewsShop.voted.push(review.id);
      review.helpful += 1;
    }
    return json({ helpful: review.helpful });
  }),
];
