import { asNumber, asString, isRecord } from '@/utils/guards';

export interface CartLine {
  id: string;
  name: string;
  image: string;
  price: number;
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
 * (no id, no usable price or quantity), otherwise a clean copy.
 */
export function toCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const id = asString(value.id).trim();
  const price = asNumber(value.price);
  const quantity = asNumber(value.quantity);
  if (id === '' || price === null || price < 0 || quantity === null || quantity < 1) return null;
  return {
    id,
    name: asString(value.name),
    image: asString(value.image),
    price,
    quantity: Math.floor(quantity),
    selectedSize: asString(value.selectedSize),
    selectedColor: asString(value.selectedColor),
  };
}
