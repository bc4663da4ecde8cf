import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { KEEP_SCROLL_STATE } from '@/utils/navigationState';
import type { ReviewsPage, ReviewsRequest } from './reviews';
import { useGetReviewsInfiniteQuery } from './reviewsApi';
import { readReviewsRequest, withReviewsChoice } from './reviewsQuery';
import { selectReviewsBackend } from './reviewsSlice';

/** The reviews the URL asks for: every part of the section (and the headline) reads the same cache entry. */
export function useReviewsRequest(productId: string) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const request = readReviewsRequest(productId, new URLSearchParams(search));
  const choose = (choice: Partial<Pick<ReviewsRequest, 'sort' | 'star'>>) => {
    const next = withReviewsChoice(new URLSearchParams(search), { ...request, ...choice });
    const query = next.toString();
    // A new history entry, so Back undoes it; the page keeps its place.
    void navigate({ search: query ? `?${query}` : '', hash }, { state: KEEP_SCROLL_STATE, preventScrollReset: true });
  };
  return { request, choose };
}

export interface ReviewsView {
  /** The API keeps no reviews: nothing of them shows. */
  missing: boolean;
  /** The first page, once arrived (its summary covers every published review). */
  first: ReviewsPage | undefined;
  /** Every page fetched so far, in order. */
  pages: ReviewsPage[];
  query: ReturnType<typeof useGetReviewsInfiniteQuery>;
}

export function useReviews(productId: string, request: ReviewsRequest): ReviewsView {
  const backend = useAppSelector(selectReviewsBackend);
  const query = useGetReviewsInfiniteQuery(request, { skip: productId === '' });
  const answers = query.data?.pages ?? [];
  const missing = backend === 'missing' || answers.some((page) => page.kind === 'missing');
  const pages = missing ? [] : answers.filter((page): page is ReviewsPage => page.kind === 'served');
  return { missing, first: pages[0], pages, query };
}

/** For the product's header and head: the route's product id. */
export const useProductId = () => useParams().id ?? '';
