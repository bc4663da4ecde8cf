import type { AppContext } from '../../platform/http/context';
import { productsByIds } from '../catalog';
import { dueAlertCount } from './alertsRepository';
import type { Queryable } from '../../platform/db/client';
import { replaceStock, setOnHand, stockList, type VariantRow } from './repository';

/** A product's values of an option as its attributes list them ('size', 'color'). */
type WithOptions = { attributes: ReadonlyArray<{ key: string; value: string[] }> };

export function optionValues(product: WithOptions, key: 'size' | 'color'): string[] {
  return product.attributes.find((a) => a.key.toLowerCase() === key)?.value ?? [];
}

/** Every size × colour of a product ('' for an option it lacks): the variants its stock is counted in. */
export function variantsOf(product: WithOptions): Array<{ size: string; color: string }> {
  const sizes = optionValues(product, 'size');
  const colors = optionValues(product, 'color');
  return (sizes.length ? sizes : ['']).flatMap((size) => (colors.length ? colors : ['']).map((color) => ({ size, color })));
}

const toRow = (r: VariantRow & { title: string }) => ({
  productId: r.product_id,
  title: r.title,
  size: r.size,
  color: r.color,
  onHand: r.on_hand,
  held: r.held,
  available: r.on_hand - r.held,
});

export async function stockOf(ctx: AppContext, opts: { productId?: string; atMost?: number }) {
  return (await stockList(ctx.db, opts)).map(toRow);
}

export type SetStockAnswer = 'no-product' | { error: string } | { held: number } | { row: ReturnType<typeof toRow>; alertsDue: number };

/**
 * Sets what is on the shelf of one variant. The size and colour must be the product's own (a typo
 * would count a variant nobody can choose); a product with one size or colour needs none named.
 * Refused below what open orders hold.
 */
export async function setStock(
  ctx: AppContext,
  input: { productId: string; size: string; color: string; onHand: number },
): Promise<SetStockAnswer> {
  const [product] = await productsByIds(ctx.db, [input.productId]);
  if (!product) return 'no-product';
  const choose = (key: 'size' | 'color', given: string) => {
    const values = optionValues(product, key);
    if (!given) return values.length <= 1 ? (values[0] ?? '') : null;
    return values.includes(given) || (values.length === 0 && !given) ? given : null;
  };
  const size = choose('size', input.size.trim());
  const color = choose('color', input.color.trim());
  if (size === null || color === null) {
    const key = size === null ? 'size' : 'color';
    const values = optionValues(product, key);
    return {
      error: `${product.title} has no ${key} "${(key === 'size' ? input.size : input.color).trim()}": choose one of ${values.join(', ')}.`,
    };
  }
  const stored = await setOnHand(ctx.db, { productId: product.id, size, color, onHand: input.onHand });
  if ('refused' in stored) return { held: stored.held };
  return { row: toRow({ ...stored, title: product.title }), alertsDue: await dueAlertCount(ctx.db, product.id, size, color) };
}

/** The catalogue import's stock (`variants` on its records), in its transaction: each product listed gets exactly these variants. */
export async function importStock(
  tx: Queryable,
  products: Array<{ productId: string; variants: Array<{ size: string; color: string; stock: number }> }>,
): Promise<void> {
  for (const p of products) await replaceStock(tx, p.productId, p.variants);
}
