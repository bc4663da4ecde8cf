import type { Product } from '@/entities/product/product';
import { snapshotOf } from '@/entities/product/productSnapshot';
import { singleOption } from '@/entities/product/useOptionChoice';
import type { CartLine } from './cartLine';

export function cartLineFor(product: Product, choice: { quantity: number; selectedSize: string; selectedColor: string }): CartLine {
  return {
    ...snapshotOf(product),
    quantity: choice.quantity,
    selectedSize: choice.selectedSize,
    selectedColor: choice.selectedColor,
  };
}

/** A card's or Quick View's Add to Cart: quantity 1, preselecting only a sole size or colour. */
export function quickCartLine(product: Product): CartLine {
  return cartLineFor(product, {
    quantity: 1,
    selectedSize: singleOption(product.sizes),
    selectedColor: singleOption(product.colors),
  });
}
