import type { AppContext } from '../../platform/http/context';
import type { ProductDto } from '../catalog';
import { availability } from './repository';

/**
 * The products with what each variant has left, read fresh for every answer (stock moves with
 * every order, unlike the catalogue the search's answer cache keeps), as new objects. A product
 * whose stock the shop does not count gets no `variants`: every option can be bought.
 */
export async function withVariants<T extends ProductDto>(ctx: AppContext, products: T[]): Promise<T[]> {
  const rows = await availability(
    ctx.db,
    products.map((p) => p.id),
  );
  const byProduct = new Map<string, ProductDto['variants'] & object>();
  for (const r of rows) {
    const list = byProduct.get(r.product_id) ?? [];
    list.push({ size: r.size, color: r.color, available: Math.max(0, r.available) });
    byProduct.set(r.product_id, list);
  }
  return products.map((p) => {
    const { variants: _v, lowStockThreshold: _t, ...rest } = p;
    const variants = byProduct.get(p.id);
    return (variants ? { ...rest, variants, lowStockThreshold: ctx.config.stock.lowThreshold } : rest) as T;
  });
}
