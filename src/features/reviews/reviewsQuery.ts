import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, type ReviewSort } from '@rules/reviewListing';
import type { ReviewsRequest, Stars } from './reviews';

// The reviews' sort and star filter live in the product page's query (`?sort=newest&star=5`), so
// the section is a function of the store and the URL, Back undoes a change, and the page server
// draws what the address names. Anything else there reads as the default.

const isSort = (value: string | null): value is ReviewSort => REVIEW_SORTS.some((sort) => sort === value);

export function readReviewsRequest(productId: string, search: URLSearchParams): ReviewsRequest {
  const sort = search.get('sort');
  const star = Number(search.get('star'));
  return {
    productId,
    sort: isSort(sort) ? sort : DEFAULT_REVIEW_SORT,
    star: Number.isInteger(star) && star >= 1 && star <= 5 ? (star as Stars) : null,
  };
}

/** The query with this sort and filter; the default ones are left out, so the plain address is the default view. */
export function withReviewsChoice(search: URLSearchParams, { sort, star }: Pick<ReviewsRequest, 'sort' | 'star'>): URLSearchParams {
  const next = new URLSearchParams(search);
  if (sort === DEFAULT_REVIEW_SORT) next.delete('sort');
  else next.set('sort', sort);
  if (star === null) next.delete('star');
  else next.set('star', String(star));
  return next;
}
