import type { Reducer } from '@reduxjs/toolkit';
import { toWishlistItem } from '@/entities/product/productSnapshot';
import { asArray, isRecord } from '@/utils/guards';
import { persistTolerantly, readStoredState } from '@/utils/tolerantPersistence';
import { RECENTLY_VIEWED_LIMIT, type RecentlyViewedState, type RecentProduct } from './recentlyViewedSlice';

export const RECENTLY_VIEWED_STORAGE_KEY = 'recentlyViewed';

/** Whatever the key held → at most 12 clean products, one entry each, in the stored order. */
export function migrateStoredRecentlyViewed(stored: unknown): RecentlyViewedState {
  const candidates = Array.isArray(stored) ? stored : isRecord(stored) ? asArray(stored.items) : [];
  const items: RecentProduct[] = [];
  for (const candidate of candidates) {
    if (items.length === RECENTLY_VIEWED_LIMIT) break;
    const item = toWishlistItem(candidate);
    if (item && !items.some((kept) => kept.id === item.id)) items.push(item);
  }
  return { items };
}

const options = {
  key: RECENTLY_VIEWED_STORAGE_KEY,
  field: 'items',
  version: 1,
  clean: migrateStoredRecentlyViewed,
} as const;

export function readStoredRecentlyViewed(raw: string | null): string | null {
  return readStoredState(raw, options);
}

export function persistRecentlyViewed(reducer: Reducer<RecentlyViewedState>) {
  return persistTolerantly(reducer, options);
}
