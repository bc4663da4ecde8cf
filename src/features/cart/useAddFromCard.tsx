import { useState } from 'react';
import { lazyPart, PartSlot } from '@/components/lazyPart';
import { useAppDispatch } from '@/state/hooks';
import { itemAdded } from './cartSlice';
import { quickCartLine } from './cartLineFor';
import type { Product } from '@/entities/product/product';
import { needsChoice } from '@/entities/product/useOptionChoice';

// The dialog and its parts (Modal, toggle buttons, chips) load on the first opening; openers fetch
// them ahead on hover, focus or press (`chooserOpener`) so the dialog opens at once.
const QuickViewDialog = lazyPart(() => import('./QuickViewDialog').then((m) => m.QuickViewDialog));

/**
 * Add to Cart from a card (listing, home, wishlist): quantity 1 at once when there is nothing to
 * choose, else the Quick View opens as the size and colour chooser. `chooser` must be rendered.
 */
export function useAddFromCard() {
  const dispatch = useAppDispatch();
  // Each opening counts, so that opening again retries a dialog whose chunk failed to load.
  const [choosing, setChoosing] = useState<{ product: Product; opening: number } | null>(null);

  const openQuickView = (product: Product) => setChoosing((last) => ({ product, opening: (last?.opening ?? 0) + 1 }));
  const add = (product: Product) => {
    if (needsChoice(product)) openQuickView(product);
    else dispatch(itemAdded(quickCartLine(product)));
  };

  const chooser = choosing ? (
    <PartSlot retryKey={choosing.opening}>
      <QuickViewDialog key={choosing.product.id} product={choosing.product} open onClose={() => setChoosing(null)} />
    </PartSlot>
  ) : null;

  return { add, openQuickView, chooser, chooserOpener: QuickViewDialog.openerProps };
}
