import type { Product } from '@/entities/product/product';
import type { OrderItem } from '../order';

export interface ExchangeOption {
  size: string;
  color: string;
  /** units left; null where the product's stock is not counted */
  left: number | null;
}

/**
 * What the line could be exchanged for: every size and colour of its product but the one bought,
 * from the counted variants where there are any, else from the sizes and colours it comes in.
 * In the product's own order, a sold-out one kept in its place (so sizes read in order).
 */
export function exchangeOptionsFor(
  item: Pick<OrderItem, 'size' | 'color'>,
  product: Pick<Product, 'sizes' | 'colors' | 'variants'>,
): ExchangeOption[] {
  const all: ExchangeOption[] = product.variants
    ? product.variants.map((v) => ({ size: v.size, color: v.color, left: v.available }))
    : (product.sizes.length ? product.sizes : ['']).flatMap((size) =>
        (product.colors.length ? product.colors : ['']).map((color) => ({ size, color, left: null })),
      );
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return all
    .filter((option) => option.size || option.color)
    .filter((option) => !(same(option.size, item.size) && same(option.color, item.color)));
}
