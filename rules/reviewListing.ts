/**
 * How a product's published reviews are listed: the sorts the API knows (in the menu's order), the
 * one it takes when none is asked, and a page's size. Apart from the rules of writing one
 * (reviews.ts): the product page lists reviews, and only the form checks them.
 */
export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'helpful';
export const REVIEWS_PER_PAGE = 10;
