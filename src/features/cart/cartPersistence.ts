import type { Reducer } from '@reduxjs/toolkit';
import { tidyCouponCode } from '@rules/couponCode';
import { PINCODE } from '@rules/pincode';
import { asArray, isRecord } from '@/utils/guards';
import { persistTolerantly, readStoredState } from '@/utils/tolerantPersistence';
import { clampQuantity, isSameLine, MAX_CART_LINES, toCartLine, type CartLine } from './cartLine';
import type { CartState } from './cartSlice';

/** Bumped whenever the stored shape changes; older shapes are read by `migrateStoredCart`. */
// 2: the delivery pincode beside the lines; a version 1 cart reads with no pincode.
// 3: the applied coupon code too; an older cart reads with none.
export const CART_PERSIST_VERSION = 3;
export const CART_STORAGE_KEY = 'cart';

/** A stored pincode is kept only if it is one by shape; anything else is dropped. */
function storedPincode(stored: unknown): string {
  const value = isRecord(stored) ? stored.pincode : undefined;
  return typeof value === 'string' && PINCODE.test(value) ? value : '';
}

/** A stored coupon is kept only if it is a code by shape. */
function storedCoupon(stored: unknown): string {
  const value = isRecord(stored) ? stored.coupon : undefined;
  return typeof value === 'string' ? tidyCouponCode(value) : '';
}

/**
 * Turns whatever the `cart` key held — this app's current or older shape, the pre-Redux plain
 * list of items, or hand-edited data — into a clean cart: bad lines are dropped, duplicates of
 * one line merged (up to 99), the rest kept up to 50 lines.
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
    if (twin) twin.quantity = clampQuantity(twin.quantity + line.quantity);
    else if (lines.length < MAX_CART_LINES) lines.push(line);
  }
  return { lines, pincode: storedPincode(stored), coupon: storedCoupon(stored) };
}

/**
 * Lines added before the stored cart was read (a tap on Add to Cart right after a server-drawn
 * page hydrated) join the stored ones, as a second add of the same line would: nothing the
 * shopper added is replaced by the earlier visit's cart.
 */
export function withStoredCart(stored: CartState, current: CartState): CartState {
  // A pincode entered before the stored cart was read is the newer one.
  return {
    ...migrateStoredCart([...stored.lines, ...current.lines]),
    pincode: current.pincode || stored.pincode,
    coupon: current.coupon || stored.coupon,
  };
}

const options = {
  key: CART_STORAGE_KEY,
  field: 'lines',
  also: ['pincode', 'coupon'],
  version: CART_PERSIST_VERSION,
  clean: migrateStoredCart,
  reconcile: withStoredCart,
} as const;

export function readStoredCart(raw: string | null): string | null {
  return readStoredState(raw, options);
}

export function persistCart(reducer: Reducer<CartState>) {
  return persistTolerantly(reducer, options);
}
