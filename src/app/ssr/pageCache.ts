/**
 * The page server's own short-lived copy of each complete page, as a CDN in front of it keeps one
 * (Cache-Control s-maxage + stale-while-revalidate): pages hold shared data only, so one copy
 * serves every shopper. Fresh for `freshMs`; then, for `staleMs` more, the old copy is sent while
 * one request draws the page again in the background. Bounded to `maxEntries` addresses (the least
 * recently used go first). A page drawn without all its data is never kept.
 */
export interface PageCache<T> {
  /** The page for `key`: kept, or drawn by `draw` (at most one drawing per key at a time). */
  get(key: string, draw: () => Promise<{ value: T; keep: boolean }>): Promise<T>;
}

interface Entry<T> {
  value: T;
  at: number;
  refreshing: boolean;
}

export function pageCache<T>({
  freshMs,
  staleMs,
  maxEntries,
  now = Date.now,
}: {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}): PageCache<T> {
  const entries = new Map<string, Entry<T>>();
  const drawing = new Map<string, Promise<T>>();

  const keep = (key: string, value: T) => {
    entries.delete(key);
    entries.set(key, { value, at: now(), refreshing: false });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  const drawOnce = (key: string, draw: () => Promise<{ value: T; keep: boolean }>) => {
    let pending = drawing.get(key);
    if (!pending) {
      pending = draw()
        .then(({ value, keep: keepIt }) => {
          if (keepIt) keep(key, value);
          else entries.delete(key);
          return value;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };

  return {
    get(key, draw) {
      if (freshMs <= 0) return draw().then(({ value }) => value);
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age <= freshMs) {
        // Most recently used last: the oldest unused addresses go first.
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      if (entry && age <= freshMs + staleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          drawOnce(key, draw).catch(() => {
            entry.refreshing = false;
          });
        }
        return Promise.resolve(entry.value);
      }
      return drawOnce(key, draw);
    },
  };
}
