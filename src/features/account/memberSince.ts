import dayjs from 'dayjs';

/** The account's creation date as 'MMMM DD, YYYY' (spec §2), or null when it is missing or unreadable. */
export function formatMemberSince(createdAt: string): string | null {
  if (!createdAt.trim()) return null;
  const date = dayjs(createdAt);
  return date.isValid() ? date.format('MMMM DD, YYYY') : null;
}
