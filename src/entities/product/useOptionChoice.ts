import { useId, useState } from 'react';
import { useAppDispatch } from '@/state/hooks';
import { notify } from '@/state/notices';
import type { Product } from './product';
import { optionSoldOut } from './stock';

/** The only option when there is exactly one, else nothing chosen (spec §4, card Add to Cart). */
export function singleOption(options: readonly string[]): string {
  return options.length === 1 ? (options[0] ?? '') : '';
}

/** A card's Add to Cart cannot guess between several sizes or colours: the shopper must choose. */
export function needsChoice(product: Pick<Product, 'sizes' | 'colors'>): boolean {
  return product.sizes.length > 1 || product.colors.length > 1;
}

type Option = 'size' | 'colour';

/** Spec §5's size message, and the same for a colour. */
const MISSING: Record<Option, { title: string; description: string }> = {
  size: { title: 'Please select a size', description: 'You must select a size before adding to cart' },
  colour: { title: 'Please select a colour', description: 'You must select a colour before adding to cart' },
};

/**
 * Scrolls a choice, with its label, to the top of the screen under the header (ProductOptions'
 * scroll margin) and puts the focus on its first option, so a keyboard or screen-reader user lands
 * in it. At the top, the rest of the choosing (colour, quantity, Add to Cart) fits below it on a
 * phone, above the notice that says what is missing, which shows at the bottom over neither.
 * Asked from the phone's buy bar the choice is far up the page: the scroll glides there, unless
 * the shopper asked for reduced motion; focus() would jump, so it does not scroll itself.
 */
function bringIntoView(group: HTMLElement | null) {
  if (!group) return;
  const smooth = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: no-preference)').matches;
  const choice = group.parentElement ?? group;
  // jsdom lays nothing out and has no scrollIntoView.
  if (typeof choice.scrollIntoView === 'function') choice.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  group.querySelector('button')?.focus({ preventScroll: true });
}

export interface Choice {
  selectedSize: string;
  selectedColor: string;
}

/**
 * The size and colour being chosen for one product; a sole option starts chosen. `confirm` gives
 * the choice, or, when a size or colour is still missing, says so, marks it and focuses it.
 */
export function useOptionChoice(product: Pick<Product, 'sizes' | 'colors' | 'variants' | 'lowStockThreshold'>) {
  const dispatch = useAppDispatch();
  const idPrefix = useId();
  const [size, setSize] = useState(() => singleOption(product.sizes));
  const [color, setColor] = useState(() => singleOption(product.colors));
  const [attempted, setAttempted] = useState(false);
  const sizeMissing = product.sizes.length > 0 && !size;
  const colorMissing = product.colors.length > 0 && !color;
  const ids: Record<Option, string> = { size: `${idPrefix}size`, colour: `${idPrefix}colour` };

  const confirm = (): Choice | null => {
    const missing: Option | null = sizeMissing ? 'size' : colorMissing ? 'colour' : null;
    if (!missing) return { selectedSize: size, selectedColor: color };
    setAttempted(true);
    dispatch(notify({ ...MISSING[missing], variant: 'error' }));
    bringIntoView(document.getElementById(ids[missing]));
    return null;
  };

  // A choice that leaves the other one sold out clears it: the shopper picks again among what is left.
  const chooseSize = (next: string) => {
    setSize(next);
    if (next && color && product.colors.length > 1 && optionSoldOut(product, 'colour', color, next)) setColor('');
  };
  const chooseColor = (next: string) => {
    setColor(next);
    if (next && size && product.sizes.length > 1 && optionSoldOut(product, 'size', size, next)) setSize('');
  };

  return {
    size: {
      id: ids.size,
      value: size,
      onChange: chooseSize,
      error: attempted && sizeMissing ? MISSING.size.title : undefined,
      soldOut: product.variants && product.sizes.length > 1 ? (option: string) => optionSoldOut(product, 'size', option, color) : undefined,
    },
    colour: {
      id: ids.colour,
      value: color,
      onChange: chooseColor,
      error: attempted && colorMissing ? MISSING.colour.title : undefined,
      soldOut:
        product.variants && product.colors.length > 1 ? (option: string) => optionSoldOut(product, 'colour', option, size) : undefined,
    },
    confirm,
  };
}
