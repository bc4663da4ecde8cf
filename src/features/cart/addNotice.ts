import type { Notice } from '@/state/notices';
import { isSameLine, MAX_CART_LINES, MAX_QUANTITY, type CartLine } from './cartLine';

export const QUANTITY_LIMIT_TEXT = `Up to ${MAX_QUANTITY} per order`;
export const CART_FULL_NOTICE: Notice = {
  title: 'Cart is full',
  description: `Your cart holds up to ${MAX_CART_LINES} different items. Remove one to add another.`,
  variant: 'warning',
};

/**
 * What an add to cart did, told to the shopper (spec §8's notices, plus the limits): judged from
 * the lines before and after, since the reducer may have capped or refused it.
 */
export function addNotice(before: readonly CartLine[], after: readonly CartLine[], added: CartLine): Notice | null {
  const previous = before.find((line) => isSameLine(line, added));
  const now = after.find((line) => isSameLine(line, added));
  if (!now) return before.length >= MAX_CART_LINES ? CART_FULL_NOTICE : null;
  const title = previous ? 'Cart updated' : 'Added to cart';
  const wanted = (previous?.quantity ?? 0) + added.quantity;
  if (now.quantity < wanted) {
    return { title, description: `${QUANTITY_LIMIT_TEXT}: this item now has ${now.quantity}.`, variant: 'success' };
  }
  return { title, variant: 'success' };
}
