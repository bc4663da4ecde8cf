import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, REVIEWS_PER_PAGE } from './reviewListing';

it('lists reviews by a sort the API knows, once each, a page holding some', () => {
  expect(REVIEW_SORTS).toContain(DEFAULT_REVIEW_SORT);
  expect(new Set(REVIEW_SORTS).size).toBe(REVIEW_SORTS.length);
  expect(REVIEWS_PER_PAGE).toBeGreaterThan(0);
});
