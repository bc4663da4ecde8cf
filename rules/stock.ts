/**
 * Stock as the shop says it: what a variant has left, as the reference server counts it and the
 * product page, the cards, the cart and the product's JSON-LD show it, with the sentences all of
 * them use. A variant is one size × colour of a product; '' stands for an option the product lacks.
 */

/** At or under this many left, the page says "Only N left" (the server's STOCK_LOW_THRESHOLD, sent with each product). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export interface VariantStock {
  size: string;
  color: string;
  available: number;
}

export type StockLevel = 'in-stock' | 'low' | 'sold-out';

export const STOCK_TEXTS = {
  soldOut: 'Sold out',
  notifyMe: 'Notify me',
  inStockOnly: 'In stock only',
} as const;

/** "Only 2 left" beside a chosen size. */
export const onlyLeft = (available: number) => `Only ${available} left`;
/** A size button's name when none is left: "UK 9, sold out". */
export const soldOutSizeName = (size: string) => `${size}, sold out`;
/** A cart line that is now short: "Only 1 left in UK 9", "UK 9 is sold out" (the product's name where it has no size). */
export function shortLineText(available: number, size: string, fallback = 'This item'): string {
  const what = size || fallback;
  if (available <= 0) return `${what} is sold out`;
  return size ? `Only ${available} left in ${size}` : `Only ${available} left`;
}

/** What the variants matching a choice have left in all ('' or a missing choice matches every value). */
export function availableFor(variants: readonly VariantStock[], size = '', color = ''): number {
  return variants
    .filter((v) => (!size || !v.size || v.size === size) && (!color || !v.color || v.color === color))
    .reduce((sum, v) => sum + Math.max(0, v.available), 0);
}

/** Whether every variant of a size is gone (any colour, or the chosen one). */
export const sizeSoldOut = (variants: readonly VariantStock[], size: string, color = '') =>
  variants.some((v) => v.size === size) && availableFor(variants, size, color) === 0;

/**
 * Whether a product is wholly sold out: its stock is counted and no variant has any left. A product
 * not counted (no variants: an imported catalogue without stock) is never sold out, as it sells as before.
 */
export const whollySoldOut = (variants: readonly VariantStock[] | undefined) =>
  !!variants && variants.length > 0 && variants.every((v) => v.available <= 0);

/** The level a number left stands at: sold out at 0, low at or under the threshold. */
export function stockLevel(available: number, threshold = DEFAULT_LOW_STOCK_THRESHOLD): StockLevel {
  if (available <= 0) return 'sold-out';
  return available <= threshold ? 'low' : 'in-stock';
}

/** schema.org's ItemAvailability for a level (the product's JSON-LD `offers.availability`). */
export const SCHEMA_AVAILABILITY: Record<StockLevel, string> = {
  'in-stock': 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  'sold-out': 'https://schema.org/OutOfStock',
};

/** The 409 of POST /orders: each line that cannot be held, with what is left of it. */
export interface ShortLine {
  productId: string;
  size: string | null;
  color: string | null;
  requested: number;
  available: number;
}

export const ORDER_SHORT_MESSAGE = 'Some items in your cart are no longer available in the quantity you chose.';
