import { LRUCache } from 'lru-cache';
import type { Db, Queryable } from '../../platform/db/client';
import { VersionedCopy } from '../../platform/db/versionedCopy';
import { appState } from '../../platform/http/context';
import { CATALOG_VERSION } from './repository/catalogIndex';

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
 * typed, each query's matching products, the catalogue's browsing data (catalogue.ts). Every
 * indexing bumps the catalogue's version (indexCatalog); the cache reads it at most once per
 * `recheckMs` and starts empty shelves when it moved (a VersionedCopy of them), so an import run
 * beside a live API on PostgreSQL shows within that time (at once when run in this process, see
 * catalogChanged). Half a
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
  /** The shelves of the catalogue's current version: made empty again whenever it moves. */
  private readonly shelves: VersionedCopy<Record<Shelf, Lru>>;
  /** Told of every lookup, whether it was kept (the metrics); one still computing counts as kept. */
  private readonly onLookup: (shelf: Shelf, hit: boolean) => void;
  private readonly stopListening: () => void;

  /** `db`'s change channel (db.changes), when it has one, empties the shelves at once after a change made in this process. */
  constructor(
    db: Queryable & Partial<Pick<Db, 'changes'>>,
    { max = 1000, recheckMs = 500, onLookup = () => undefined }: CacheOptions = {},
  ) {
    this.shelves = new VersionedCopy(db, { versionKey: CATALOG_VERSION, recheckMs, build: () => shelves(max) });
    this.onLookup = onLookup;
    this.stopListening = db.changes?.on('catalogue', () => this.clear()) ?? (() => undefined);
  }

  /** This process changed the catalogue: everything kept is forgotten now, whatever was still computing. */
  clear(): void {
    this.shelves.drop();
  }

  /** No more changes heard (its app closed). */
  stop(): void {
    this.stopListening();
  }

  /** The catalogue version the shelves hold answers for (checked at most once per recheckMs). */
  currentVersion(): Promise<string> {
    return this.shelves.version();
  }

  async get<T>(key: string, compute: () => Promise<T>, shelf: Shelf = 'answer'): Promise<T> {
    return this.fetch(await this.shelves.get(), shelf, key, compute) as Promise<T>;
  }

  /** lru-cache calls the computation synchronously from fetch when it has nothing for the key. */
  private fetch(shelves: Record<Shelf, Lru>, shelf: Shelf, key: string, compute: Compute): Promise<unknown> {
    let missed = false;
    const answer = shelves[shelf].fetch(key, {
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
    return this.shelves.peek()?.[shelf].peek(key) as T | undefined;
  }

  /** Answers for many keys, the missing ones computed together (one round trip for all of them). */
  async getMany<T>(shelf: Shelf, keys: string[], computeMissing: (missing: string[]) => Promise<T[]>): Promise<T[]> {
    const shelves = await this.shelves.get();
    // lru-cache asks for each missing key as it is fetched, synchronously: the batch starts once all have asked.
    const missing: string[] = [];
    let batch: Promise<T[]> | undefined;
    const computeOne = (key: string) => () => {
      const i = missing.push(key) - 1;
      batch ??= Promise.resolve().then(() => computeMissing(missing));
      return batch.then((values) => values[i]!);
    };
    return Promise.all(keys.map((key) => this.fetch(shelves, shelf, key, computeOne(key)) as Promise<T>));
  }
}

/** Told after this process changed the catalogue (an import): every app's caches of `db` forget everything now. */
export function catalogChanged(db: Pick<Db, 'changes'>): void {
  db.changes.emit('catalogue');
}

/** This app's cache: what /products, /search and /search/suggest answer from, and what the media keep with the catalogue. */
export const catalogueCache = appState(
  'catalogue cache',
  (ctx) => new CatalogueCache(ctx.db, { onLookup: (shelf, hit) => ctx.metrics.answerCache.labels(shelf, hit ? 'hit' : 'miss').inc() }),
);
