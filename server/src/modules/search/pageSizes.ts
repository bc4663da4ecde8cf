/**
 * How many products a page of each list holds: the default when the query asks none, and the most
 * it may ask. A listing's larger `limit` is clamped (a greedy client still gets an answer); a
 * search's or a suggestion box's is refused with 400.
 */
export const LISTING_PAGE = { fallback: 12, max: 100 } as const;
export const SEARCH_PAGE = { fallback: 12, max: 100 } as const;
export const SUGGESTED_PRODUCTS = { fallback: 5, max: 20 } as const;
