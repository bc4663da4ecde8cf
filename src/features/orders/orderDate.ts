import { inShopTime } from '@/utils/shopTime';

/** 'November 1, 2026', India's day; the raw text when the server's date cannot be read. */
export function formatOrderDate(date: string): string {
  const parsed = inShopTime(date);
  return parsed ? parsed.format('MMMM D, YYYY') : date || 'Unknown date';
}
