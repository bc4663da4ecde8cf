import type { CartLine } from './cartLine';
import type { WishlistItem } from '@/entities/product/productSnapshot';
import type { Product } from '@/entities/product/product';

/** The only option when there is exactly one, else nothing chosen (spec §4, card Add to Cart). */
export function singleOption(options: readonly string[]): string {
  return options.length === 1 ? (options[0] ?? '') : '';
}

export function cartLineFor(
  product: Product,
  choice: { quantity: number; selectedSize: string; selectedColor: string },
): CartLine {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
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

export function wishlistItemFor(product: Product): WishlistItem {
  return { id: product.id, name: product.name, image: product.image, price: product.price };
}
