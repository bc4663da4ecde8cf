import type { Reducer } from '@reduxjs/toolkit';
import { persistTolerantly, readStoredState } from '@/utils/tolerantPersistence';
import { cleanSnapshotList } from '@/entities/product/productSnapshot';
import type { WishlistState } from './wishlistSlice';

export const WISHLIST_PERSIST_VERSION = 1;
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** Whatever the `wishlist` key held → a clean wishlist: bad items dropped, one entry per product. */
export function migrateStoredWishlist(stored: unknown): WishlistState {
  return { items: cleanSnapshotList(stored) };
}

/** Products saved before the stored wishlist was read join it (the stored ones first, as saved). */
export function withStoredWishlist(stored: WishlistState, current: WishlistState): WishlistState {
  return migrateStoredWishlist([...stored.items, ...current.items]);
}

const options = {
  key: WISHLIST_STORAGE_KEY,
  field: 'items',
  version: WISHLIST_PERSIST_VERSION,
  clean: migrateStoredWishlist,
  reconcile: withStoredWishlist,
} as const;

export function readStoredWishlist(raw: string | null): string | null {
  return readStoredState(raw, options);
}

export function persistWishlist(reducer: Reducer<WishlistState>) {
  return persistTolerantly(reducer, options);
}
