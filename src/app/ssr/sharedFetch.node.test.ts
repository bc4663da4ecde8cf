import { sharedFetch } from './sharedFetch';

const API = 'http://api.test/api/v1';
const isShared = (url: URL) => url.href === `${API}/storeInfo`;

/** The API as the page server's fetch reaches it: each answer in turn, counting the requests. */
function api(...answers: (() => Response | Promise<Response>)[]) {
  const requests: string[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    requests.push(new Request(input).url);
    return (answers.length > 1 ? answers.shift()! : answers[0]!)();
  }) as unknown as typeof fetch;
  return { fetchFn, requests };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the page server's shared fetch", () => {
  it('fetches store info once for the pages asking together, and serves that answer until it is too old', async () => {
    const { fetchFn, requests } = api(json({ name: 'Old Shop' }), json({ name: 'New Shop' }));
    const shared = sharedFetch(fetchFn, { ttlMs: 50, isShared });
    const answers = await Promise.all([1, 2, 3].map(() => shared.fetch(`${API}/storeInfo`).then((r) => r.json())));
    expect(answers).toEqual([{ name: 'Old Shop' }, { name: 'Old Shop' }, { name: 'Old Shop' }]);
    expect(await (await shared.fetch(`${API}/storeInfo`)).json()).toEqual({ name: 'Old Shop' });
    expect(requests).toHaveLength(1);
    await wait(80);
    expect(await (await shared.fetch(`${API}/storeInfo`)).json()).toEqual({ name: 'New Shop' });
    expect(shared.upstreamCount()).toBe(2);
  });

  it('hands a refused answer to the pages waiting for it, and asks again for the next page', async () => {
    const { fetchFn } = api(json({ error: 'busy' }, 503), json({ name: 'Shop' }));
    const shared = sharedFetch(fetchFn, { ttlMs: 60_000, isShared });
    const refused = await Promise.all([shared.fetch(`${API}/storeInfo`), shared.fetch(`${API}/storeInfo`)]);
    expect(refused.map((r) => r.status)).toEqual([503, 503]);
    expect(await refused[0]!.json()).toEqual({ error: 'busy' });
    const next = await shared.fetch(`${API}/storeInfo`);
    expect([next.status, await next.json()]).toEqual([200, { name: 'Shop' }]);
    expect(shared.upstreamCount()).toBe(2);
  });

  it('keeps nothing of a fetch that failed', async () => {
    const { fetchFn } = api(() => Promise.reject(new TypeError('fetch failed')), json({ name: 'Shop' }));
    const shared = sharedFetch(fetchFn, { ttlMs: 60_000, isShared });
    await expect(shared.fetch(`${API}/storeInfo`)).rejects.toThrow('fetch failed');
    expect(await (await shared.fetch(`${API}/storeInfo`)).json()).toEqual({ name: 'Shop' });
  });

  it('sends every other request to the API', async () => {
    const { fetchFn, requests } = api(json({ data: [] }));
    const shared = sharedFetch(fetchFn, { ttlMs: 60_000, isShared });
    await shared.fetch(`${API}/products`);
    await shared.fetch(`${API}/products`);
    await shared.fetch(`${API}/storeInfo`, { method: 'POST', body: '{}' });
    expect(requests).toEqual([`${API}/products`, `${API}/products`, `${API}/storeInfo`]);
    expect(shared.upstreamCount()).toBe(0);
  });
});
