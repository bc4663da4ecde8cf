import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { itemAdded } from '@/features/cart/cartSlice';
import { quickCartLine } from './cartLineFor';
import type { Product } from './product';
import { QuickViewDialog } from './QuickViewDialog';
import { needsChoice } from './useOptionChoice';

/**
 * Add to Cart from a card (listing, home, wishlist): quantity 1 at once when there is nothing to
 * choose, else the Quick View opens as the size and colour chooser. `chooser` must be rendered.
 */
export function useAddFromCard() {
  const dispatch = useAppDispatch();
  const [choosing, setChoosing] = useState<Product | null>(null);

  const add = (product: Product) => {
    if (needsChoice(product)) setChoosing(product);
    else dispatch(itemAdded(quickCartLine(product)));
  };

  const chooser = choosing ? (
    <QuickViewDialog key={choosing.id} product={choosing} open onClose={() => setChoosing(null)} />
  ) : null;

  return { add, openQuickView: setChoosing, chooser };
}
