import { LRUCache } from 'lru-cache';

/**
 * The page server's own short-lived copy of each complete page, as a CDN in front of it keeps one
 * (Cache-Control s-maxage + stale-while-revalidate): pages hold shared data only, so one copy
 * serves every shopper. Fresh for `freshMs`; then, for `staleMs` more, the old copy is sent while
 * one request draws the page again in the background. Bounded to `maxEntries` addresses (the least
 * recently used go first). A page drawn without all its data is never kept.
 */
export interface PageCache<T> {
  /** The page for `key`: kept, or drawn by `draw` (at most one drawing per key at a time). */
  get(key: string, draw: () => Promise<Drawn<T>>): Promise<T>;
}

interface Drawn<T> {
  value: T;
  keep: boolean;
}

export function pageCache<T>({
  freshMs,
  staleMs,
  maxEntries,
  now,
}: {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}): PageCache<T> {
  const pages = new LRUCache<string, Drawn<T>, () => Promise<Drawn<T>>>({
    max: maxEntries,
    ttl: Math.max(freshMs, 1),
    allowStale: true,
    fetchMethod: (_key, _stale, { context: draw }) => draw(),
    // A drawing that fails leaves the old copy, as it was, to the next request (which tries again).
    noDeleteOnFetchRejection: true,
    // A page not to keep weighs more than an entry may: the requests waiting for it get it, the cache drops it (and any older copy).
    maxEntrySize: 1,
    sizeCalculation: (page) => (page.keep ? 1 : 2),
    // A clock of its own (tests) is read at every call, and moved on by 1 ms: lru-cache takes a start at 0 for none.
    ...(now && { perf: { now: () => now() + 1 }, ttlResolution: 0 }),
  });

  return {
    async get(key, draw) {
      if (freshMs <= 0) return (await draw()).value;
      // lru-cache sends a stale copy however old it is: past staleMs, the request waits for a new drawing.
      const page = await pages.fetch(key, { context: draw, allowStale: pages.getRemainingTTL(key) >= -staleMs });
      return page!.value;
    },
  };
}
