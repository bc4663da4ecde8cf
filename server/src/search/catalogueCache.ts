import { LRUCache } from 'lru-cache';
import type { Queryable } from '../platform/db/client';
import { catalogVersion } from '../repositories/searchIndex';

/** The caches answering from each database object, so a change made in this process empties them at once. */
const caches = new WeakMap<object, Set<CatalogueCache>>();

/** Called after this process changed the catalogue (catalog import): its caches forget everything now. */
export function catalogChanged(db: object): void {
  for (const cache of caches.get(db) ?? []) cache.clear();
}

export type Shelf = 'answer' | 'word' | 'match' | 'product' | 'catalogue';

type Compute = () => Promise<unknown>;
// null is a value (a product that is gone); lru-cache keeps anything but undefined.
type Kept = NonNullable<unknown>;
type Lru = LRUCache<string, Kept, Compute>;

const lru = (options: { max: number } & Pick<LRUCache.OptionsBase<string, Kept, Compute>, 'maxSize' | 'sizeCalculation'>): Lru =>
  new LRUCache<string, Kept, Compute>({
    ...options,
    fetchMethod: (_key, _stale, { context }) => context() as Promise<Kept>,
    // Emptied (the catalogue changed) or evicted while computing: the waiting requests still get their answer, the shelf keeps nothing.
    ignoreFetchAbort: true,
  });

/** Keys (Int32Array), or ranked keys with their ranks. */
function matchSize(kept: unknown): number {
  if (kept instanceof Int32Array) return kept.length + 1;
  const keys = (kept as { keys?: unknown } | null)?.keys;
  return keys instanceof Int32Array ? 2 * keys.length + 1 : 1;
}

const shelves = (answers: number): Record<Shelf, Lru> => ({
  answer: lru({ max: answers }),
  // A word's analysis, completions or nearest words: a few hundred bytes each.
  word: lru({ max: 20_000 }),
  // Matching products of a query, 4 bytes each (8 when ranked: the rank beside the key): at most
  // 16 MB of them (an answer still computing weighs 1).
  match: lru({ max: 2000, maxSize: 4_000_000, sizeCalculation: matchSize }),
  // A product as answers list it (about 2 KB): pages of similar searches share most of theirs.
  product: lru({ max: 5000 }),
  catalogue: lru({ max: 1 }),
});

/**
 * What is drawn from the catalogue alone, kept for as long as the catalogue stays the same, on
 * shelves of their own size: whole answers (/products, /search, /search/suggest: popular requests
 * cost one lookup), and the parts a new search reuses — what the database said about each word
 * typed, each query's matching products, the catalogue's browsing data (search/catalogue.ts).
 * Every indexing bumps the catalogue's version (indexCatalog); the cache reads it at most once per
 * `recheckMs` and empties every shelf when it moved, so an import run beside a live API on
 * PostgreSQL shows within that time (at once when run in this process, see catalogChanged). Half a
 * second: each of several instances behind a balancer must show a new catalogue within 2 s, under
 * load (docs/deploy.md); the check is one indexed row, read only when requests come.
 * Identical requests in flight share one computation (lru-cache's fetch); a failed one is not kept.
 */
interface CacheOptions {
  max?: number;
  recheckMs?: number;
  onLookup?: (shelf: Shelf, hit: boolean) => void;
}

export class CatalogueCache {
  private readonly shelves: Record<Shelf, Lru>;
  private readonly recheckMs: number;
  private version: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  /** Told of every lookup, whether it was kept (the metrics); one still computing counts as kept. */
  private readonly onLookup: (shelf: Shelf, hit: boolean) => void;

  constructor(
    private readonly db: Queryable,
    { max = 1000, recheckMs = 500, onLookup = () => undefined }: CacheOptions = {},
  ) {
    this.shelves = shelves(max);
    this.recheckMs = recheckMs;
    this.onLookup = onLookup;
    caches.set(db, (caches.get(db) ?? new Set()).add(this));
  }

  clear(): void {
    for (const shelf of Object.values(this.shelves)) shelf.clear();
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
        if (version !== this.version) for (const shelf of Object.values(this.shelves)) shelf.clear();
        this.version = version;
        this.checkedAt = performance.now();
      })
      .finally(() => {
        this.checking = null;
      });
    await this.checking;
  }

  async get<T>(key: string, compute: () => Promise<T>, shelf: Shelf = 'answer'): Promise<T> {
    await this.fresh();
    return this.fetch(shelf, key, compute) as Promise<T>;
  }

  /** lru-cache calls the computation synchronously from fetch when it has nothing for the key. */
  private fetch(shelf: Shelf, key: string, compute: Compute): Promise<unknown> {
    let missed = false;
    const answer = this.shelves[shelf].fetch(key, {
      context: () => {
        missed = true;
        return compute();
      },
    });
    this.onLookup(shelf, !missed);
    return answer;
  }

  /** A kept answer, if any: one still being computed is not (no version check, no recency change). */
  peek<T>(key: string, shelf: Shelf = 'answer'): T | undefined {
    return this.shelves[shelf].peek(key) as T | undefined;
  }

  /** Answers for many keys, the missing ones computed together (one round trip for all of them). */
  async getMany<T>(shelf: Shelf, keys: string[], computeMissing: (missing: string[]) => Promise<T[]>): Promise<T[]> {
    await this.fresh();
    // lru-cache asks for each missing key as it is fetched, synchronously: the batch starts once all have asked.
    const missing: string[] = [];
    let batch: Promise<T[]> | undefined;
    const computeOne = (key: string) => () => {
      const i = missing.push(key) - 1;
      batch ??= Promise.resolve().then(() => computeMissing(missing));
      return batch.then((values) => values[i]!);
    };
    return Promise.all(keys.map((key) => this.fetch(shelf, key, computeOne(key)) as Promise<T>));
  }
}
