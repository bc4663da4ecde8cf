import { inShopTime } from '@/utils/shopTime';

/** The account's creation date as 'MMMM DD, YYYY' (spec §2), India's day, or null when it is missing or unreadable. */
export function formatMemberSince(createdAt: string): string | null {
  return inShopTime(createdAt)?.format('MMMM DD, YYYY') ?? null;
}
