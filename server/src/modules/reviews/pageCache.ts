import { LRUCache } from 'lru-cache';
import type { ReviewsPage } from './repository';

/**
 * Public pages of reviews, kept for a second. A product page asks for its first page of reviews
 * every time it is drawn, and a page costs a few milliseconds of the database (PGlite serves one
 * statement at a time): kept, a popular product's page costs one lookup. A change made in this
 * process (a review written or decided, a vote) drops the product's pages at once, so its writer
 * sees it at the next ask; another instance's change shows within `ttlMs`.
 */
export class ReviewPageCache {
  private readonly pages: LRUCache<string, ReviewsPage, () => Promise<ReviewsPage | null>>;
  /** Moves on with every change to a product: its older pages are no longer asked for (and age out). */
  private readonly generations = new Map<string, number>();

  private readonly ttlMs: number;

  constructor({ max = 2000, ttlMs = 1000 } = {}) {
    this.ttlMs = ttlMs;
    this.pages = new LRUCache({
      max,
      ttl: Math.max(1, ttlMs),
      fetchMethod: (_key, _stale, { context }) => context().then((page) => page ?? undefined),
      // Dropped while computing: the requests waiting still get their answer.
      ignoreFetchAbort: true,
    });
  }

  /** The page, computed at most once per product, query and second; null when there is no such product (never kept). */
  async get(productId: string, query: object, compute: () => Promise<ReviewsPage | null>): Promise<ReviewsPage | null> {
    if (this.ttlMs <= 0) return compute();
    const key = JSON.stringify([productId, this.generations.get(productId) ?? 0, query]);
    return (await this.pages.fetch(key, { context: compute })) ?? null;
  }

  changed(productId: string): void {
    this.generations.set(productId, (this.generations.get(productId) ?? 0) + 1);
  }

  clear(): void {
    this.pages.clear();
  }
}
