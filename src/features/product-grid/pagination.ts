import { DEFAULT_PAGE_SIZE } from '@rules/paging';

export const PAGE_WINDOW = 2;

export type PageItem = number | 'gap-start' | 'gap-end';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize));
}

/**
 * The pages to offer (spec §2): the first and last always, a window of 2 either side of the
 * current page, and a gap marker wherever pages are left out.
 */
export function pageWindow(current: number, totalPages: number, window = PAGE_WINDOW): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.max(2, page - window);
  const end = Math.min(totalPages - 1, page + window);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 1) items.push('gap-end');
  if (totalPages > 1) items.push(totalPages);
  return items;
}

/** `Showing X to Y of N items` (spec §2). */
export function showingRange(page: number, total: number, pageSize = DEFAULT_PAGE_SIZE) {
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return { from, to };
}
