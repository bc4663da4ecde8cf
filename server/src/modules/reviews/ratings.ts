import type { Db } from '../../platform/db/client';
import { VersionedCopy } from '../../platform/db/versionedCopy';
import { appState, type AppContext } from '../../platform/http/context';
import type { ProductDto } from '../catalog';
import { RATINGS_VERSION, ratingsOfProducts } from './repository';

/**
 * Told after this process changed a product's reviews (written, decided, voted on; null: any
 * product's): the copies kept of `db` (ratings, kept pages) drop what they held for it, in every
 * app holding that database.
 */
export function reviewsChanged(db: Db, productId: string | null): void {
  db.changes.emit('reviews', productId);
}

/**
 * Every rated product's rating, in memory, laid over product answers as they are sent. Product
 * answers stay cached by catalogue version (the search's answer cache) untouched: a review never
 * moves the catalogue's version, which would throw away the search's cached words and matches and
 * rebuild the catalogue copy. The copy rereads the ratings only when their version moved, checked
 * at most once a second (at once after a change made in this process), so another instance's
 * review shows here within that time.
 */
export const ratingsCopy = appState(
  'product ratings',
  (ctx) => new VersionedCopy(ctx.db, { versionKey: RATINGS_VERSION, recheckMs: 1000, build: () => ratingsOfProducts(ctx.db) }),
);

/** The products with their rating (none when no published review), as new objects: cached answers stay as they are. */
export async function withRatings<T extends ProductDto>(ctx: AppContext, products: T[]): Promise<T[]> {
  const byId = await ratingsCopy(ctx).get();
  return products.map((p) => {
    const { rating: _kept, ...rest } = p;
    const rating = byId.get(p.id);
    return (rating ? { ...rest, rating } : rest) as T;
  });
}
