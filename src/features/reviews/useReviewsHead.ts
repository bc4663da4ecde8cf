import type { Product } from '@/entities/product/product';
import { DEFAULT_REVIEW_SORT } from '@rules/reviewListing';
import { useReviews, useReviewsRequest } from './useReviews';

/** How many reviews the product's JSON-LD carries: a few, as review snippets need, not the page's ten. */
const REVIEWS_IN_HEAD = 5;

/**
 * What the product page's JSON-LD says of its reviews: the summary (or, before it arrives, the
 * product's own rating) and the first few of the default view (most helpful, every star), which is
 * the canonical page's. Null when it has none or the API keeps no reviews: then no rating at all.
 */
export function useReviewsHead(product: Product | undefined) {
  const productId = product?.id ?? '';
  const { request } = useReviewsRequest(productId);
  const { missing, first } = useReviews(productId, request);
  if (!product || missing) return null;
  const rating = first ? first.summary : product.rating;
  if (!rating || rating.count < 1) return null;
  const canonicalView = request.sort === DEFAULT_REVIEW_SORT && request.star === null;
  const reviews = first && canonicalView ? first.reviews.slice(0, REVIEWS_IN_HEAD) : [];
  return {
    average: rating.average,
    count: rating.count,
    reviews: reviews.map(({ author, rating: stars, title, text, dateTime }) => ({ author, rating: stars, title, text, dateTime })),
  };
}
