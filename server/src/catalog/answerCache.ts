import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/client';
import { catalogVersion } from '../repositories/searchIndex';

/**
 * Answers drawn from the catalogue alone (/products, /search, /search/suggest, and parts of them:
 * a query's plan, a result set's facets), by request, for as long as the catalogue stays the same:
 * popular searches, listings and the facets of a whole category cost one lookup instead of a
 * ranking and a count over thousands of products (PGlite counts some 1 µs a row). Every indexing bumps the catalogue's version (indexCatalog);
 * the cache reads it at most once per `recheckMs` and empties itself when it moved, so an import
 * run beside a live API on PostgreSQL shows within that time (at once when run in this process,
 * see catalogChanged). Identical requests in flight share one computation.
 */
/** The caches answering from each database object, so a change made in this process empties them at once. */
const caches = new WeakMap<object, Set<AnswerCache>>();

/** Called after this process changed the catalogue (catalog import): its caches forget everything now. */
export function catalogChanged(db: object): void {
  for (const cache of caches.get(db) ?? []) cache.clear();
}

export class AnswerCache {
  private readonly answers: LRUCache<string, Promise<unknown>>;
  private readonly recheckMs: number;
  private version: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    { max = 1000, recheckMs = 1000 }: { max?: number; recheckMs?: number } = {},
  ) {
    this.answers = new LRUCache({ max });
    this.recheckMs = recheckMs;
    caches.set(db, (caches.get(db) ?? new Set()).add(this));
  }

  clear(): void {
    this.answers.clear();
    this.checkedAt = -Infinity;
  }

  private async fresh(): Promise<void> {
    if (performance.now() - this.checkedAt < this.recheckMs) return;
    this.checking ??= catalogVersion(this.db)
      .then((version) => {
        if (version !== this.version) this.answers.clear();
        this.version = version;
        this.checkedAt = performance.now();
      })
      .finally(() => {
        this.checking = null;
      });
    await this.checking;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    await this.fresh();
    const cached = this.answers.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const answer = compute();
    this.answers.set(key, answer);
    // A failed answer is not kept: the next request tries again.
    answer.catch(() => this.answers.delete(key));
    return answer;
  }
}
