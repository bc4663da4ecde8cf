import { MAX_PAGE } from '@rules/paging';

/**
 * A URL's `page`: 1 when absent or not a whole number of at least 1, at most MAX_PAGE. The API
 * refuses a page past MAX_PAGE, so a URL past it shows the last page the API serves rather than an
 * error that asking again cannot mend.
 */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}
