/**
 * What a fresh database is given, and what a later start adds if missing: India Post's pincode
 * directory (delivery), the store's identity (store), the demo catalogue (catalog), the demo
 * buyers' reviews of the products just added (reviews), the demo products' stock (stock) and the demo offers (offers). Each step inserts only what is missing, so
 * it runs at every start (index.ts, after the migrations).
 */
import type { Db } from './platform/db/client';
import { seedProducts, stableUuid } from './modules/catalog/seed';
import { seedStoreInfo } from './modules/store';
import { loadPincodes } from './modules/delivery';
import { seedReviews } from './modules/reviews';
import { seedStock } from './modules/stock';
import { seedOffers } from './modules/offers';

export async function seed(db: Db): Promise<{ inserted: number }> {
  // India Post's directory is the same whoever's catalogue it is (the delivery check).
  await loadPincodes(db);
  return db.transaction(async (tx) => {
    await seedStoreInfo(tx);
    const added = await seedProducts(tx);
    // Demo reviews come with the demo products they are about, once the schema has reviews (a
    // database being upgraded is seeded between migrations).
    const reviews = await tx.query<{ ok: boolean }>("SELECT to_regclass('product_ratings') IS NOT NULL AS ok");
    if (added.length > 0 && reviews.rows[0]!.ok) await seedReviews(tx, added, stableUuid);
    const stock = await tx.query<{ ok: boolean }>("SELECT to_regclass('stock_levels') IS NOT NULL AS ok");
    if (stock.rows[0]!.ok) await seedStock(tx);
    const offers = await tx.query<{ ok: boolean }>("SELECT to_regclass('offers') IS NOT NULL AS ok");
    if (offers.rows[0]!.ok) await seedOffers(tx);
    return { inserted: added.length };
  });
}
