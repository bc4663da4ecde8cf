import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { asArray, isRecord } from '@/utils/guards';
import { isSameLine, toCartLine, type CartLine } from './cartLine';
import type { CartState } from './cartSlice';

/** Bumped whenever the stored shape changes; older shapes are read by `migrateStoredCart`. */
export const CART_PERSIST_VERSION = 1;
export const CART_STORAGE_KEY = 'cart';

/**
 * Turns whatever the `cart` key held — this app's current or older shape, the pre-Redux plain
 * list of items, or hand-edited data — into a clean cart: bad lines are dropped, duplicates of
 * one line merged, the rest kept.
 */
export function migrateStoredCart(stored: unknown): CartState {
  let candidates: unknown[] = [];
  if (Array.isArray(stored)) candidates = stored;
  else if (isRecord(stored)) candidates = asArray(stored.lines ?? stored.items);

  const lines: CartLine[] = [];
  for (const candidate of candidates) {
    const line = toCartLine(candidate);
    if (!line) continue;
    const twin = lines.find((kept) => isSameLine(kept, line));
    if (twin) twin.quantity += line.quantity;
    else lines.push(line);
  }
  return { lines };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * redux-persist stores `{ lines: "<json>", _persist: "<json>" }`. Anything else under the key —
 * corrupt text, a legacy array — is re-wrapped so that `migrate` gets to clean it instead of
 * the rehydration failing.
 */
export function readStoredCart(raw: string | null): string | null {
  if (raw === null) return null;
  const parsed = parseJson(raw);
  const current =
    isRecord(parsed) && typeof parsed.lines === 'string' && typeof parsed._persist === 'string';
  if (current) return raw;
  const legacy = isRecord(parsed) || Array.isArray(parsed) ? parsed : [];
  return JSON.stringify({
    lines: JSON.stringify(migrateStoredCart(legacy).lines),
    _persist: JSON.stringify({ version: 0, rehydrated: false }),
  });
}

const webStorage = createWebStorage('local');

const cartStorage = {
  getItem: (key: string) => webStorage.getItem(key).then((raw: string | null) => readStoredCart(raw)),
  setItem: (key: string, value: string) => webStorage.setItem(key, value),
  removeItem: (key: string) => webStorage.removeItem(key),
};

const cartPersistConfig: PersistConfig<CartState> = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: cartStorage,
  version: CART_PERSIST_VERSION,
  whitelist: ['lines'],
  // Runs on every rehydration, not only on a version change: stored data may be hand-edited.
  migrate: (state) => {
    if (!state) return Promise.resolve(undefined);
    const cleaned = migrateStoredCart(state) as CartState & PersistedState;
    return Promise.resolve({ ...cleaned, _persist: state._persist });
  },
};

export function persistCart(reducer: Reducer<CartState>) {
  return persistReducer(cartPersistConfig, reducer);
}
