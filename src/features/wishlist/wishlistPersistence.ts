import type { Reducer } from '@reduxjs/toolkit';
import { asArray, isRecord } from '@/utils/guards';
import { persistTolerantly, readStoredState } from '@/utils/tolerantPersistence';
import { toWishlistItem, type WishlistItem } from '@/entities/product/productSnapshot';
import type { WishlistState } from './wishlistSlice';

export const WISHLIST_PERSIST_VERSION = 1;
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** Whatever the `wishlist` key held → a clean wishlist: bad items dropped, one entry per product. */
export function migrateStoredWishlist(stored: unknown): WishlistState {
  let candidates: unknown[] = [];
  if (Array.isArray(stored)) candidates = stored;
  else if (isRecord(stored)) candidates = asArray(stored.items);
  const items: WishlistItem[] = [];
  for (const candidate of candidates) {
    const item = toWishlistItem(candidate);
    if (item && !items.some((kept) => kept.id === item.id)) items.push(item);
  }
  return { items };
}

const options = {
  key: WISHLIST_STORAGE_KEY,
  field: 'items',
  version: WISHLIST_PERSIST_VERSION,
  clean: migrateStoredWishlist,
} as const;

export function readStoredWishlist(raw: string | null): string | null {
  return readStoredState(raw, options);
}

export function persistWishlist(reducer: Reducer<WishlistState>) {
  return persistTolerantly(reducer, options);
}
