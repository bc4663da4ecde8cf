import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { delay, http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { addProducts, resetShop, setStoreInfo, shop } from '@/test/fakeShop';
import { server } from '@/test/server';
import { CACHE_CONTROL, createPageServer, type PageServerOptions } from './pageServer';

// The page server in Node, reading the fake shop through MSW as it would read any API.

let appDir: string;
const TEMPLATE =
  '<!doctype html><html lang=en><head><title>Sports Store</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-server-'));
  fs.writeFileSync(path.join(appDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(appDir, 'route-chunks.json'), JSON.stringify({ product: ['product.1234abcd.js'] }));
});
afterEach(() => {
  server.resetHandlers();
  resetShop();
});
afterAll(() => {
  server.close();
  fs.rmSync(appDir, { recursive: true, force: true });
});

const pages = (options: Partial<PageServerOptions> = {}) =>
  createPageServer({ appDir, apiBaseUrl: API, publicUrl: 'https://shop.example', dataTimeoutMs: 5_000, ...options });

const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const storeInfoCalls = () => shop.calls.filter((call) => call === 'GET /storeInfo').length;

describe('a product page', () => {
  it('holds the product, its price and its picture, with the data its client starts from', async () => {
    setStoreInfo({ storeName: 'Trailhead Athletics' });
    const [mat] = addProducts({ title: 'Cork Yoga Mat', regularPrice: 1499 });
    const page = await pages().answer(`/product/${mat!.id}`);

    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(CACHE_CONTROL.page);
    expect(page.body).toContain('<title>Cork Yoga Mat | Trailhead Athletics</title>');
    expect(bodyOf(page.body)).toMatch(/<h1[^>]*>Cork Yoga Mat<\/h1>/);
    expect(bodyOf(page.body)).toContain('₹1,499');
    // The largest picture is in the HTML, sized, and fetched first.
    const picture = /<img[^>]*alt="Cork Yoga Mat"[^>]*>/.exec(bodyOf(page.body))?.[0];
    for (const attribute of [`src="${mat!.imgUrl}"`, 'width="800"', 'height="800"', 'fetchPriority="high"', 'loading="eager"']) {
      expect(picture).toContain(attribute);
    }
    // Its preload comes before any script: behind them it waited for a free connection.
    const preload = page.body.indexOf(`<link rel="preload" as="image" href="${mat!.imgUrl}" fetchPriority="high"`);
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(page.body.indexOf('<script'));
    // The canonical address is on the shop's public origin, never on the request's host.
    expect(page.body).toContain(`<link rel="canonical" href="https://shop.example/product/${mat!.id}"`);
    // The screen's code comes with the page; store info is in it, so no fetch hint for it.
    expect(page.body).toContain('<link rel="preload" as="script" href="/product.1234abcd.js">');
    expect(page.body).not.toContain('as="fetch"');
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page.body)![1]!) as {
      queries: Record<string, { data: { name: string } }>;
    };
    expect(data.queries[`getProduct("${mat!.id}")`]!.data.name).toBe('Cork Yoga Mat');
    // And its reviews' first page (issue 30; the fake API has none for it).
    expect(Object.keys(data.queries)).toEqual([
      'getStoreInfo(undefined)',
      `getProduct("${mat!.id}")`,
      `getReviews({"productId":"${mat!.id}","sort":"helpful","star":null})`,
    ]);
  });

  it('answers 404 with the Product Not Found view for a product the API does not know', async () => {
    const page = await pages().answer('/product/no-such-product');
    expect(page.status).toBe(404);
    expect(bodyOf(page.body)).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);
  });
});

describe('a slow or failing API', () => {
  it('past the deadline, sends the page with skeletons for what is missing, kept by no cache', async () => {
    process.env.API_BASE_URL = '/api/v1';
    server.use(
      http.get(`${API}/storeInfo`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const page = await pages({ dataTimeoutMs: 50 }).answer('/');
    delete process.env.API_BASE_URL;
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(CACHE_CONTROL.degraded);
    expect(bodyOf(page.body)).toContain('data-testid="brand-skeleton"');
    expect(bodyOf(page.body)).toMatch(/<h1[^>]*>Gear up for every workout, run and game<\/h1>/);
    // The browser fetches store info itself, starting with the HTML.
    expect(page.body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/storeInfo">');
    expect(page.body).toContain('"queries":{}');
  });

  it('a server error is not written into the page: the browser asks again', async () => {
    const [mat] = addProducts({ title: 'Cork Yoga Mat' });
    server.use(http.get(`${API}/products/:id`, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const page = await pages().answer(`/product/${mat!.id}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(CACHE_CONTROL.degraded);
    expect(bodyOf(page.body)).toContain('data-testid="product-detail-skeleton"');
    expect(page.body).not.toContain('getProduct(');
  });

  it('an API that cannot be reached still gives a page, never an error', async () => {
    const page = await pages({ fetchFn: () => Promise.reject(new TypeError('fetch failed')) }).answer('/products');
    expect(page.status).toBe(200);
    expect(bodyOf(page.body)).toMatch(/<h1[^>]*>All Products<\/h1>/);
    expect(bodyOf(page.body)).toContain('data-testid="product-card-skeleton"');
  });

  it('a page that cannot be drawn is sent as the shell, and reported', async () => {
    fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><body>no root here</body>');
    const errors: string[] = [];
    try {
      const page = await pages({ onError: (_error, url) => errors.push(url) }).answer('/terms');
      expect(page).toEqual({
        status: 200,
        headers: { 'cache-control': CACHE_CONTROL.shell },
        body: '<!doctype html><body>no root here</body>',
      });
      expect(errors).toEqual(['/terms']);
    } finally {
      fs.writeFileSync(path.join(appDir, 'index.html'), TEMPLATE);
    }
  });
});

describe('what the page server answers', () => {
  it('reads store info once for many pages', async () => {
    const [mat] = addProducts({ title: 'Cork Yoga Mat' });
    const server = pages();
    await Promise.all(['/', '/products', `/product/${mat!.id}`, '/terms'].map((url) => server.answer(url)));
    await server.answer('/');
    expect(storeInfoCalls()).toBe(1);
    expect(server.storeInfoFetches()).toBe(1);
  });

  it("reports how each page was answered, for the server's metrics", async () => {
    const [mat] = addProducts({ title: 'Cork Yoga Mat' });
    const seen: string[] = [];
    const server = pages({ onPage: (outcome, ms) => seen.push(ms >= 0 ? outcome : 'no time') });
    await server.answer(`/product/${mat!.id}`);
    await server.answer(`/product/${mat!.id}`);
    await server.answer('/cart');
    expect(seen).toEqual(['drawn', 'cached', 'shell']);
  });

  it('sends the shell for screens drawn in the browser, and 404 for unknown addresses', async () => {
    expect(await pages().answer('/cart')).toMatchObject({ status: 200, body: TEMPLATE, headers: { 'cache-control': CACHE_CONTROL.shell } });
    expect(await pages().answer('/no/such/page')).toMatchObject({ status: 404, body: TEMPLATE });
    expect(await pages().answer('/not-a-policy')).toMatchObject({ status: 404, body: TEMPLATE });
  });

  it("sends the shell for a policy written in the store's own HTML: it is sanitized in the browser", async () => {
    setStoreInfo({ policies: { about: '<p>Our story</p>' } });
    expect((await pages().answer('/about')).body).toBe(TEMPLATE);
    expect(bodyOf((await pages().answer('/terms')).body)).toMatch(/<h1[^>]*>Terms &amp; Conditions<\/h1>/);
  });

  it('puts nothing of a shopper in the page: the same HTML whoever asks', async () => {
    const [mat] = addProducts({ title: 'Cork Yoga Mat' });
    const page = await pages().answer(`/product/${mat!.id}`);
    expect(page.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(bodyOf(page.body)).toContain('aria-label="Cart, 0 items"');
    expect(bodyOf(page.body)).toContain('>Login</a>');
  });
});
