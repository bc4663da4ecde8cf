import type { ProductDto } from '../contracts';
import type { Queryable } from '../platform/db/client';

export type Rating = NonNullable<ProductDto['rating']>;

/** Moves on whenever a product's published reviews change what its rating row says (repositories/reviews.ts). */
export const RATINGS_VERSION = 'ratings_version';

/** One decimal, as the shop shows it. */
export const averageOf = (sum: number, count: number) => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);

type Listener = (productId: string | null) => void;
const listeners = new WeakMap<object, Set<Listener>>();
/** The database itself, not the timed wrapper an app reads it through (db/client.ts `origin`). */
const keyOf = (db: object) => ('origin' in db && typeof db.origin === 'object' && db.origin) || db;

/** `listener` hears of every change this process makes to the reviews kept in `db`. */
export function onReviewsChanged(db: object, listener: Listener): void {
  listeners.set(keyOf(db), (listeners.get(keyOf(db)) ?? new Set()).add(listener));
}

/**
 * Called after this process changed a product's reviews (written, decided, voted on; null: any
 * product's): the copies answering from `db` (ratings, kept pages) drop what they held for it.
 */
export function reviewsChanged(db: object, productId: string | null): void {
  for (const listener of listeners.get(keyOf(db)) ?? []) listener(productId);
}

/**
 * Every rated product's rating, in memory, laid over product answers as they are sent. Product
 * answers stay cached by catalogue version (search/catalogueCache.ts) untouched: a review never
 * moves the catalogue's version, which would throw away the search's cached words and matches and
 * rebuild the catalogue copy. The copy rereads the ratings only when their version moved, checked
 * at most once per `recheckMs` (at once after a change made in this process), so another
 * instance's review shows here within that time.
 */
export class ProductRatings {
  private byId = new Map<string, Rating>();
  private version: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  /** Counts expire() calls: a reread that began before one must not count as fresh. */
  private expiries = 0;

  constructor(
    private readonly db: Queryable,
    private readonly recheckMs = 1000,
  ) {
    onReviewsChanged(db, () => this.expire());
  }

  expire(): void {
    this.expiries++;
    this.checkedAt = -Infinity;
  }

  private async fresh(): Promise<void> {
    // A change made here while a reread was under way: wait for it, then read again.
    for (let round = 0; round < 2 && performance.now() - this.checkedAt >= this.recheckMs; round++) {
      this.checking ??= this.reread().finally(() => {
        this.checking = null;
      });
      await this.checking;
    }
  }

  private async reread(): Promise<void> {
    const checkedAt = performance.now();
    const expiries = this.expiries;
    const { rows } = await this.db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [RATINGS_VERSION], {
      prepare: true,
    });
    const version = rows[0]?.value ?? '0';
    if (version !== this.version) {
      const all = await this.db.query<{ product_id: string; count: number; sum: number }>(
        'SELECT product_id, count, sum FROM product_ratings WHERE count > 0',
      );
      this.byId = new Map(all.rows.map((r) => [r.product_id, { average: averageOf(r.sum, r.count), count: r.count }]));
      this.version = version;
    }
    if (expiries === this.expiries) this.checkedAt = checkedAt;
  }

  /** The products with their rating (none when no published review), as new objects: cached answers stay as they are. */
  async apply<T extends ProductDto>(products: T[]): Promise<T[]> {
    await this.fresh();
    return products.map((p) => {
      const { rating: _kept, ...rest } = p;
      const rating = this.byId.get(p.id);
      return (rating ? { ...rest, rating } : rest) as T;
    });
  }
}
