import { asArray, asNumber, asString, isRecord, readAs } from '@/utils/guards';
import { availableFor, DEFAULT_LOW_STOCK_THRESHOLD, stockLevel, type StockLevel, type VariantStock } from '@rules/stock';
import type { VariantStockDto } from '@server/contracts';
import type { Product } from './product';

/** The answer's variants, or undefined when it carries none (an API that does not count stock); never throws. */
export function toVariants(value: unknown): VariantStock[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return asArray(value)
    .filter(isRecord)
    .map((item) => readAs<VariantStockDto>(item))
    .map((item) => ({
      size: asString(item.size).trim(),
      color: asString(item.color).trim(),
      available: Math.max(0, Math.floor(asNumber(item.available) ?? 0)),
    }));
}

type Stocked = Pick<Product, 'variants' | 'lowStockThreshold'>;

/** A product answer's stock: its variants and low-stock threshold, or nothing where it carries no variants; never throws. */
export function toStock(source: { variants?: unknown; lowStockThreshold?: unknown }): Stocked {
  const variants = toVariants(source.variants);
  if (!variants) return {};
  const threshold = asNumber(source.lowStockThreshold);
  return { variants, lowStockThreshold: threshold !== null && threshold >= 0 ? Math.floor(threshold) : DEFAULT_LOW_STOCK_THRESHOLD };
}

/** What a choice has left, or null when the product's stock is not counted (anything goes). */
export function leftFor(product: Stocked, size = '', color = ''): number | null {
  return product.variants ? availableFor(product.variants, size, color) : null;
}

/** The product's level for its badge and its JSON-LD; null without counted stock. */
export function levelOf(product: Stocked, size = '', color = ''): StockLevel | null {
  const left = leftFor(product, size, color);
  return left === null ? null : stockLevel(left, product.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
}

/** Nothing of it left in any size or colour. */
export const isSoldOut = (product: Stocked) => leftFor(product) === 0;

/** Whether one option is gone, given what else is chosen (a size with the chosen colour, or any). */
export function optionSoldOut(product: Stocked, option: 'size' | 'colour', value: string, other: string): boolean {
  if (!product.variants) return false;
  const [size, color] = option === 'size' ? [value, other] : [other, value];
  return availableFor(product.variants, size, color) === 0;
}
