import { asId, asNumber, asString, isRecord } from '@/utils/guards';
import { asImageUrl } from '@/utils/urls';
import type { ProductSnapshot } from '@/entities/product/productSnapshot';

/** Quantities per line run 1–99, whatever was typed, stored or added twice. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Distinct lines a cart holds; adding a new one past this is refused with a notice. */
export const MAX_CART_LINES = 50;

/** A whole quantity within 1–99: fractions are cut, anything unreadable is the minimum. */
export function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(quantity)));
}

/** A product snapshot with the shopper's choice; `price` is the price when it was added. */
export interface CartLine extends ProductSnapshot {
  quantity: number;
  selectedSize: string;
  selectedColor: string;
}

/** What identifies one line (spec §3): the product plus the chosen size and colour. */
export type CartLineKey = Pick<CartLine, 'id' | 'selectedSize' | 'selectedColor'>;

export function isSameLine(a: CartLineKey, b: CartLineKey): boolean {
  return a.id === b.id && a.selectedSize === b.selectedSize && a.selectedColor === b.selectedColor;
}

/**
 * A line read back from storage, which anyone can edit: `null` when it cannot be a line
 * (no usable id, no usable price or quantity), otherwise a clean copy with its quantity held
 * to 1–99.
 */
export function toCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const id = asId(value.id);
  const price = asNumber(value.price);
  const quantity = asNumber(value.quantity);
  if (id === '' || price === null || price < 0 || quantity === null || quantity < 1) return null;
  return {
    id,
    name: asString(value.name),
    image: asImageUrl(value.image),
    price,
    quantity: clampQuantity(quantity),
    selectedSize: asString(value.selectedSize),
    selectedColor: asString(value.selectedColor),
  };
}
