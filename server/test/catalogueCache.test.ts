/**
 * What the catalogue cache keeps doing on top of lru-cache: one computation for identical requests in
 * flight, nothing kept of a failure, batches for many keys, shelves bounded by size, and everything
 * forgotten when the catalogue's version moves.
 */
import { CatalogueCache, catalogChanged } from '../src/modules/search/catalogueCache';
import { DbChanges } from '../src/platform/db/changes';
import type { Queryable } from '../src/platform/db/client';

/** A database whose only answer is the catalogue's version (all the cache reads itself), with its change channel. */
function catalogueAt(version: string): Queryable & { version: string; changes: DbChanges } {
  return {
    version,
    changes: new DbChanges(),
    async query<T>() {
      return { rows: [{ value: this.version }] as T[] };
    },
    async exec() {},
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the catalogue cache', () => {
  it('computes an answer once for identical requests in flight, then answers from what it kept', async () => {
    const cache = new CatalogueCache(catalogueAt('1'));
    const answer = deferred<string>();
    const compute = jest.fn(() => answer.promise);
    const asked = [cache.get('search:a', compute), cache.get('search:a', compute)];
    await tick();
    answer.resolve('found');
    expect(await Promise.all(asked)).toEqual(['found', 'found']);
    expect(await cache.get('search:a', compute)).toBe('found');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing of a failed answer: the requests waiting for it fail, the next one computes again', async () => {
    const cache = new CatalogueCache(catalogueAt('1'));
    const answer = deferred<string>();
    const asked = [cache.get('search:a', () => answer.promise), cache.get('search:a', () => answer.promise)];
    await tick();
    answer.reject(new Error('database gone'));
    await expect(asked[0]).rejects.toThrow('database gone');
    await expect(asked[1]).rejects.toThrow('database gone');
    expect(await cache.get('search:a', async () => 'found')).toBe('found');
  });

  it('computes the missing ones of many keys in one batch, each once', async () => {
    const cache = new CatalogueCache(catalogueAt('1'));
    await cache.get('p1', async () => 'kept 1', 'product');
    const computeMissing = jest.fn(async (missing: string[]) => missing.map((key) => `new ${key}`));
    expect(await cache.getMany('product', ['p2', 'p1', 'p3', 'p2'], computeMissing)).toEqual(['new p2', 'kept 1', 'new p3', 'new p2']);
    expect(computeMissing).toHaveBeenCalledTimes(1);
    expect(computeMissing).toHaveBeenCalledWith(['p2', 'p3']);
    expect(await cache.getMany('product', ['p3', 'p2'], computeMissing)).toEqual(['new p3', 'new p2']);
    expect(computeMissing).toHaveBeenCalledTimes(1);
  });

  it("bounds the matches' shelf by how many products they list, and keeps none too large for it", async () => {
    const cache = new CatalogueCache(catalogueAt('1'));
    const keys = (n: number) => async () => new Int32Array(n);
    await cache.get('broad', keys(2_500_000), 'match');
    await cache.get('narrow', keys(10), 'match');
    expect(cache.peek<Int32Array>('broad', 'match')).toHaveLength(2_500_000);
    await cache.get('broader', keys(2_000_000), 'match');
    expect(cache.peek('broad', 'match')).toBeUndefined();
    expect(cache.peek<Int32Array>('narrow', 'match')).toHaveLength(10);
    expect(cache.peek<Int32Array>('broader', 'match')).toHaveLength(2_000_000);
    expect(await cache.get('everything', keys(4_000_000), 'match')).toHaveLength(4_000_000);
    expect(cache.peek('everything', 'match')).toBeUndefined();
  });

  it('bounds the answers shelf by entries, the least recently used going first', async () => {
    const cache = new CatalogueCache(catalogueAt('1'), { max: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.peek('a')).toBe('a');
    expect(cache.peek('b')).toBeUndefined();
  });

  it('still answers a request whose computation was evicted while it ran', async () => {
    const cache = new CatalogueCache(catalogueAt('1'), { max: 1 });
    const slow = deferred<string>();
    const asked = cache.get('a', () => slow.promise);
    await tick();
    expect(await cache.get('b', async () => 'b')).toBe('b');
    slow.resolve('a');
    expect(await asked).toBe('a');
    expect(cache.peek('b')).toBe('b');
  });

  it('forgets everything when the catalogue changes, and keeps nothing computed from before the change', async () => {
    const db = catalogueAt('1');
    const cache = new CatalogueCache(db, { recheckMs: 0 });
    expect(await cache.get('a', async () => 'old')).toBe('old');
    db.version = '2';
    expect(await cache.get('a', async () => 'new')).toBe('new');
    expect(await cache.currentVersion()).toBe('2');

    const slow = deferred<string>();
    const asked = cache.get('b', () => slow.promise);
    await tick();
    catalogChanged(db);
    slow.resolve('computed before the import');
    expect(await asked).toBe('computed before the import');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeUndefined();
  });
});
