import { LRUCache } from 'lru-cache';
import { isUuid } from '../../platform/http/inputs';
import type { AppContext } from '../../platform/http/context';
import { getPricing, type ProductPricing } from '../catalog';
import { keptWithCatalogue } from '../search';

const NONE = 'none';
type Shelf = LRUCache<string, ProductPricing | typeof NONE>;

/**
 * Products' prices and offer facts as the quote reads them: kept until the catalogue changes (the
 * shelf is itself kept with the catalogue, so an import empties it, on every instance within the
 * catalogue cache's recheck), each product asked of the database once. Prices change only with the
 * catalogue; an order still reads them in its own transaction.
 */
const shelfOf = (ctx: AppContext) =>
  keptWithCatalogue(ctx, 'offers: product pricing', async (): Promise<Shelf> => new LRUCache({ max: 20_000 }));

export async function cataloguePricing(ctx: AppContext, ids: string[]): Promise<Map<string, ProductPricing>> {
  const shelf = await shelfOf(ctx);
  const missing = ids.filter((id) => isUuid(id) && !shelf.has(id));
  if (missing.length > 0) {
    const found = await getPricing(ctx.db, missing);
    for (const id of missing) shelf.set(id, found.get(id) ?? NONE);
  }
  const priced = new Map<string, ProductPricing>();
  for (const id of ids) {
    const kept = isUuid(id) ? shelf.get(id) : undefined;
    if (kept && kept !== NONE) priced.set(id, kept);
  }
  return priced;
}
