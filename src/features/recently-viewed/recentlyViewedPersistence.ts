import type { Reducer } from '@reduxjs/toolkit';
import { cleanSnapshotList } from '@/entities/product/productSnapshot';
import { persistTolerantly, readStoredState } from '@/utils/tolerantPersistence';
import { RECENTLY_VIEWED_LIMIT, type RecentlyViewedState } from './recentlyViewedSlice';

export const RECENTLY_VIEWED_STORAGE_KEY = 'recentlyViewed';

/** Whatever the key held → at most 12 clean products, one entry each, in the stored order. */
export function migrateStoredRecentlyViewed(stored: unknown): RecentlyViewedState {
  return { items: cleanSnapshotList(stored, RECENTLY_VIEWED_LIMIT) };
}

/**
 * A product page loaded afresh records its view as it hydrates, before the stored list is read
 * (when idle): that view stays first, the stored ones follow.
 */
export function withStoredRecentlyViewed(stored: RecentlyViewedState, current: RecentlyViewedState): RecentlyViewedState {
  const seen = new Set(current.items.map((item) => item.id));
  return { items: [...current.items, ...stored.items.filter((item) => !seen.has(item.id))].slice(0, RECENTLY_VIEWED_LIMIT) };
}

const options = {
  key: RECENTLY_VIEWED_STORAGE_KEY,
  field: 'items',
  version: 1,
  clean: migrateStoredRecentlyViewed,
  reconcile: withStoredRecentlyViewed,
} as const;

export function readStoredRecentlyViewed(raw: string | null): string | null {
  return readStoredState(raw, options);
}

export function persistRecentlyViewed(reducer: Reducer<RecentlyViewedState>) {
  return persistTolerantly(reducer, options);
}
