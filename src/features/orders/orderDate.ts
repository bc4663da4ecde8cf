import dayjs from 'dayjs';

/** 'November 1, 2026'; the raw text when the server's date cannot be read. */
export function formatOrderDate(date: string): string {
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format('MMMM D, YYYY') : date || 'Unknown date';
}
