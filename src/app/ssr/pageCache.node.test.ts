import { pageCache } from './pageCache';

const drawn =
  (value: string, keep = true) =>
  () =>
    Promise.resolve({ value, keep });

describe("the page server's copy of a page", () => {
  it('serves a fresh copy without drawing the page again', async () => {
    let clock = 0;
    const cache = pageCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    const draw = jest.fn(drawn('v1'));
    expect(await cache.get('/products', draw)).toBe('v1');
    clock = 900;
    expect(await cache.get('/products', draw)).toBe('v1');
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('past its freshness, sends the old copy once while one drawing replaces it', async () => {
    let clock = 0;
    const cache = pageCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    await cache.get('/', drawn('v1'));
    clock = 2000;
    let finish: ((page: { value: string; keep: boolean }) => void) | undefined;
    const slow = jest.fn(() => new Promise<{ value: string; keep: boolean }>((resolve) => (finish = resolve)));
    expect(await cache.get('/', slow)).toBe('v1');
    expect(await cache.get('/', slow)).toBe('v1');
    expect(slow).toHaveBeenCalledTimes(1);
    finish?.({ value: 'v2', keep: true });
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('/', drawn('never'))).toBe('v2');
  });

  it('never keeps a page drawn without all its data, and draws a long-stale one afresh', async () => {
    let clock = 0;
    const cache = pageCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    await cache.get('/a', drawn('degraded', false));
    expect(await cache.get('/a', drawn('complete'))).toBe('complete');
    clock = 10_000;
    expect(await cache.get('/a', drawn('again'))).toBe('again');
  });

  it('drops the old copy when the page drawn in its place is not to be kept', async () => {
    let clock = 0;
    const cache = pageCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    await cache.get('/', drawn('v1'));
    clock = 2000;
    expect(await cache.get('/', drawn('degraded', false))).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('/', drawn('v2'))).toBe('v2');
  });

  it('keeps sending the old copy when drawing it again fails, and tries again on the next request', async () => {
    let clock = 0;
    const cache = pageCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    await cache.get('/', drawn('v1'));
    clock = 2000;
    const failing = jest.fn(() => Promise.reject(new Error('renderer crashed')));
    expect(await cache.get('/', failing)).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    const draw = jest.fn(drawn('v2'));
    expect(await cache.get('/', draw)).toBe('v1');
    expect(draw).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('/', drawn('never'))).toBe('v2');
  });

  it('shares a failed drawing with every request waiting for it, and keeps nothing', async () => {
    const cache = pageCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10 });
    const failing = () => Promise.reject(new Error('renderer crashed'));
    await expect(Promise.all([cache.get('/', failing), cache.get('/', failing)])).rejects.toThrow('renderer crashed');
    expect(await cache.get('/', drawn('v1'))).toBe('v1');
  });

  it('draws a page once for requests that arrive together', async () => {
    const cache = pageCache<string>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    const draw = jest.fn(drawn('v1'));
    expect(await Promise.all([cache.get('/p', draw), cache.get('/p', draw), cache.get('/p', draw)])).toEqual(['v1', 'v1', 'v1']);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxEntries addresses, the least recently used going first', async () => {
    const cache = pageCache<string>({ freshMs: 1000, staleMs: 0, maxEntries: 2 });
    await cache.get('/1', drawn('1'));
    await cache.get('/2', drawn('2'));
    await cache.get('/1', drawn('x'));
    await cache.get('/3', drawn('3'));
    expect(await cache.get('/1', drawn('new 1'))).toBe('1');
    expect(await cache.get('/2', drawn('new 2'))).toBe('new 2');
  });

  it('with no freshness, always draws', async () => {
    const cache = pageCache<string>({ freshMs: 0, staleMs: 0, maxEntries: 2 });
    await cache.get('/', drawn('1'));
    expect(await cache.get('/', drawn('2'))).toBe('2');
  });
});
