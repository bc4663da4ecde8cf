import type { MAX_PAGE as API_MAX_PAGE } from '@server/contracts';

/**
 * The last page the API serves (server/src/contracts.ts): it refuses a higher one, so a URL past
 * it shows this page rather than an error that asking again cannot mend. Typed by the contract's
 * own value: a limit changed there fails the typecheck here.
 */
export const MAX_PAGE: typeof API_MAX_PAGE = 100_000;

/** A URL's `page`: 1 when absent or not a whole number of at least 1, at most MAX_PAGE. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}
