/**
 * How much of a list one call may ask for. `/products` and `/search` serve pages from 1 to
 * MAX_PAGE (a higher page is refused: the offset stays a small integer) of DEFAULT_PAGE_SIZE
 * products unless `limit` says otherwise; `/products` clamps a larger `limit` to MAX_PAGE_SIZE
 * (a greedy client still gets an answer), `/search` refuses it. `/search/suggest` gives
 * DEFAULT_SUGGESTIONS product suggestions, at most MAX_SUGGESTIONS.
 */
export const MAX_PAGE = 100_000;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_SUGGESTIONS = 5;
export const MAX_SUGGESTIONS = 20;

/** The 400's message for a page, a limit or another whole number of the query outside its range. */
export const outOfRangeMessage = (name: string, min: number, max: number) => `${name} must be between ${min} and ${max}`;

/** Items `page` (from 1) of a list cut in pages of `limit`. */
export const pageOf = <T>(items: readonly T[], page: number, limit: number): T[] => items.slice((page - 1) * limit, page * limit);

/** An answer's `pagination.totalPages`: the pages `total` items fill, `limit` a page (0 for none). */
export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);
