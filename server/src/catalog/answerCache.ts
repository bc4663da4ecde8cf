import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/client';
import { catalogVersion } from '../repositories/searchIndex';

/**
 * What is drawn from the catalogue alone, kept for as long as the catalogue stays the same, on
 * shelves of their own size: whole answers (/products, /search, /search/suggest: popular requests
 * cost one lookup), and the parts a new search reuses — what the database said about each word
 * typed, each query's matching products, the catalogue's browsing data (search/catalogue.ts).
 * Every indexing bumps the catalogue's version (indexCatalog); the cache reads it at most once per
 * `recheckMs` and empties every shelf when it moved, so an import run beside a live API on
 * PostgreSQL shows within that time (at once when run in this process, see catalogChanged).
 * Identical requests in flight share one computation.
 */
/** The caches answering from each database object, so a change made in this process empties them at once. */
const caches = new WeakMap<object, Set<AnswerCache>>();

/** Called after this process changed the catalogue (catalog import): its caches forget everything now. */
export function catalogChanged(db: object): void {
  for (const cache of caches.get(db) ?? []) cache.clear();
}

export interface ShelfOptions {
  /** most entries kept */
  max: number;
  /** most total size kept, with `sizeOf` weighing each answer once it is known (e.g. how many products it lists) */
  maxSize?: number;
  sizeOf?: (value: never) => number;
}

export type Shelf = 'answer' | 'word' | 'match' | 'product' | 'catalogue';

const SHELVES: Record<Shelf, ShelfOptions> = {
  answer: { max: 1000 },
  // A word's analysis, completions or nearest words: a few hundred bytes each.
  word: { max: 20_000 },
  // Matching products of a query, 4 bytes each: at most 16 MB of them.
  match: { max: 2000, maxSize: 4_000_000, sizeOf: (keys: Int32Array) => keys.length + 1 },
  // A product as answers list it (about 2 KB): pages of similar searches share most of theirs.
  product: { max: 5000 },
  catalogue: { max: 1 },
};

type Lru = LRUCache<string, Promise<unknown>>;

export class AnswerCache {
  private readonly shelves: Record<Shelf, Lru>;
  private readonly sizes: Partial<Record<Shelf, (value: never) => number>> = {};
  private readonly recheckMs: number;
  private version: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    { max = SHELVES.answer.max, recheckMs = 1000 }: { max?: number; recheckMs?: number } = {},
  ) {
    const shelf = (name: Shelf, o: ShelfOptions): Lru => {
      if (!o.maxSize) return new LRUCache({ max: o.max });
      this.sizes[name] = o.sizeOf;
      // A pending answer weighs 1 until it is known (then set again with its size).
      return new LRUCache({ max: o.max, maxSize: o.maxSize, sizeCalculation: () => 1 });
    };
    this.shelves = {
      answer: shelf('answer', { max }),
      word: shelf('word', SHELVES.word),
      match: shelf('match', SHELVES.match),
      product: shelf('product', SHELVES.product),
      catalogue: shelf('catalogue', SHELVES.catalogue),
    };
    this.recheckMs = recheckMs;
    caches.set(db, (caches.get(db) ?? new Set()).add(this));
  }

  clear(): void {
    for (const lru of Object.values(this.shelves)) lru.clear();
    this.checkedAt = -Infinity;
  }

  /** The catalogue version the shelves hold answers for (checked at most once per recheckMs). */
  async currentVersion(): Promise<string> {
    await this.fresh();
    return this.version!;
  }

  private async fresh(): Promise<void> {
    if (performance.now() - this.checkedAt < this.recheckMs) return;
    this.checking ??= catalogVersion(this.db)
      .then((version) => {
        if (version !== this.version) for (const lru of Object.values(this.shelves)) lru.clear();
        this.version = version;
        this.checkedAt = performance.now();
      })
      .finally(() => {
        this.checking = null;
      });
    await this.checking;
  }

  private keep<T>(shelf: Shelf, key: string, answer: Promise<T>): Promise<T> {
    const lru = this.shelves[shelf];
    lru.set(key, answer);
    const sizeOf = this.sizes[shelf];
    answer.then(
      (value) => {
        if (sizeOf && lru.peek(key) === answer) lru.set(key, answer, { size: Math.max(1, sizeOf(value as never)) });
      },
      // A failed answer is not kept: the next request tries again.
      () => {
        if (lru.peek(key) === answer) lru.delete(key);
      },
    );
    return answer;
  }

  async get<T>(key: string, compute: () => Promise<T>, shelf: Shelf = 'answer'): Promise<T> {
    await this.fresh();
    const cached = this.shelves[shelf].get(key) as Promise<T> | undefined;
    return cached ?? this.keep(shelf, key, compute());
  }

  /** A kept answer, if any (no version check, no recency change). */
  peek<T>(key: string, shelf: Shelf = 'answer'): Promise<T> | undefined {
    return this.shelves[shelf].peek(key) as Promise<T> | undefined;
  }

  /** Answers for many keys, the missing ones computed together (one round trip for all of them). */
  async getMany<T>(shelf: Shelf, keys: string[], computeMissing: (missing: string[]) => Promise<T[]>): Promise<T[]> {
    await this.fresh();
    const lru = this.shelves[shelf];
    const found = keys.map((k) => lru.get(k) as Promise<T> | undefined);
    const missing = [...new Set(keys.filter((_, i) => !found[i]))];
    const made = new Map<string, Promise<T>>();
    if (missing.length) {
      const batch = computeMissing(missing);
      missing.forEach((k, i) =>
        made.set(
          k,
          this.keep(
            shelf,
            k,
            batch.then((values) => values[i]!),
          ),
        ),
      );
    }
    return Promise.all(keys.map((k, i) => found[i] ?? made.get(k)!));
  }
}
