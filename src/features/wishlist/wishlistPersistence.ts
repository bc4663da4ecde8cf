import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { asArray, isRecord } from '@/utils/guards';
import { toWishlistItem, type WishlistItem } from './wishlistItem';
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * redux-persist stores `{ items: "<json>", _persist: "<json>" }`. Anything else under the key is
 * re-wrapped so that `migrate` cleans it instead of the rehydration failing (as the cart does).
 */
export function readStoredWishlist(raw: string | null): string | null {
  if (raw === null) return null;
  const parsed = parseJson(raw);
  const current = isRecord(parsed) && typeof parsed.items === 'string' && typeof parsed._persist === 'string';
  if (current) return raw;
  const legacy = isRecord(parsed) || Array.isArray(parsed) ? parsed : [];
  return JSON.stringify({
    items: JSON.stringify(migrateStoredWishlist(legacy).items),
    _persist: JSON.stringify({ version: 0, rehydrated: false }),
  });
}

const webStorage = createWebStorage('local');

const wishlistStorage = {
  getItem: (key: string) => webStorage.getItem(key).then((raw: string | null) => readStoredWishlist(raw)),
  setItem: (key: string, value: string) => webStorage.setItem(key, value),
  removeItem: (key: string) => webStorage.removeItem(key),
};

const wishlistPersistConfig: PersistConfig<WishlistState> = {
  key: WISHLIST_STORAGE_KEY,
  keyPrefix: '',
  storage: wishlistStorage,
  version: WISHLIST_PERSIST_VERSION,
  whitelist: ['items'],
  // Runs on every rehydration: stored data may be hand-edited.
  migrate: (state) => {
    if (!state) return Promise.resolve(undefined);
    const cleaned = migrateStoredWishlist(state) as WishlistState & PersistedState;
    return Promise.resolve({ ...cleaned, _persist: state._persist });
  },
};

export function persistWishlist(reducer: Reducer<WishlistState>) {
  return persistReducer(wishlistPersistConfig, reducer);
}
