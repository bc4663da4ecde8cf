import { DEFAULT_PAGE_SIZE, DEFAULT_SUGGESTIONS, MAX_PAGE_SIZE, MAX_SUGGESTIONS } from '../../../../rules/paging';

/**
 * How many products a page of each list holds (rules/paging.ts, which the app and the fake shop
 * read too): the default when the query asks none, and the most it may ask. A listing's larger
 * `limit` is clamped (a greedy client still gets an answer); a search's or a suggestion box's is
 * refused with 400.
 */
export const LISTING_PAGE = { fallback: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE } as const;
export const SEARCH_PAGE = { fallback: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE } as const;
export const SUGGESTED_PRODUCTS = { fallback: DEFAULT_SUGGESTIONS, max: MAX_SUGGESTIONS } as const;
