import fs from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { metricsServer } from '../src/platform/operations/metrics';
import { disposeTestDb, firstProducts, makeApp, openTestDb, prepareDb, propertyRuns, standInBuild, testConfig } from './helpers';
import parsePublished from 'parse-prometheus-text-format';
import { parsePrometheusText, valueOf } from './promText';

// CI: both databases (the pool's figures differ by database).

// A stand-in page server (see pages.test.ts) that reports its pages as the real one does: the
// first answer of an address drawn, later ones from its copy.
const STAND_IN = `
exports.createPageServer = (options) => {
  const kept = new Set();
  return {
    async answer(url) {
      const info = await (await options.fetchFn(options.apiBaseUrl + '/storeInfo')).json();
      options.onPage(kept.has(url) ? 'cached' : 'drawn', 3);
      kept.add(url);
      return { status: 200, headers: { 'cache-control': 'no-cache' }, body: '<title>' + info.storeName + '</title>' };
    },
    storeInfoFetches: () => 0,
    clientApiBase: () => '/api/v1',
  };
};
`;

let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;
let scraper: FastifyInstance;
let appDir: string;

beforeAll(async () => {
  db = await openTestDb();
  await prepareDb(db);
  appDir = standInBuild(STAND_IN);
  app = await makeApp(db, { SERVE_APP: appDir });
  scraper = await metricsServer(app.metrics.registry);
});
afterAll(async () => {
  await scraper?.close();
  await app?.close();
  await disposeTestDb(db);
  fs.rmSync(appDir, { recursive: true, force: true });
});

async function scrape() {
  const res = await scraper.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return parsePrometheusText(res.body);
}

describe('GET /metrics', () => {
  it('is read by a published parser of the format (parse-prometheus-text-format) as the spec reader reads it', async () => {
    await app.inject({ url: '/api/v1/products?limit=2' });
    const res = await scraper.inject({ url: '/metrics' });
    const published = parsePublished(res.body);
    const ours = parsePrometheusText(res.body);
    expect(published.map((f) => f.name).sort()).toEqual([...ours.keys()].sort());
    for (const family of published) expect(family.type.toLowerCase()).toBe(ours.get(family.name)!.type);
    const requests = published.find((f) => f.name === 'http_requests_total')!;
    expect(requests.metrics.some((m) => m.labels?.route === '/api/v1/products' && Number(m.value) >= 1)).toBe(true);
  });

  it('parses as the exposition format, with every metric the docs name', async () => {
    await app.inject({ url: '/api/v1/products?limit=2' });
    const families = await scrape();
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'page_render_duration_seconds',
      'page_cache_lookups_total',
      'catalogue_cache_lookups_total',
      'db_query_duration_seconds',
      'db_pool_connections',
      'db_pool_idle_connections',
      'db_pool_waiting_requests',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(families.get(name)?.help).toBeTruthy();
    }
    expect(valueOf(families, 'db_pool_connections')).toBeGreaterThanOrEqual(db.kind === 'pglite' ? 1 : 0);
  });

  it('moves with traffic: requests by route pattern and status, their latency, the caches and the database', async () => {
    const [product] = await firstProducts(app, 1);
    const route = { method: 'GET', route: '/api/v1/products/:id', status: '200' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: `/api/v1/products/${product!.id}` })).statusCode).toBe(200);
    await app.inject({ url: '/api/v1/products?limit=3&sort=price_asc' });
    await app.inject({ url: '/api/v1/products?limit=3&sort=price_asc' });
    const after = await scrape();

    expect(valueOf(after, 'http_requests_total', route) - valueOf(before, 'http_requests_total', route)).toBe(3);
    expect(
      valueOf(after, 'http_request_duration_seconds_count', route) - valueOf(before, 'http_request_duration_seconds_count', route),
    ).toBe(3);
    // The raw address (its product id) is never a label: the series stay bounded.
    const routes = after.get('http_requests_total')!.samples.map((s) => s.labels.route);
    expect(routes.some((r) => r?.includes(product!.id))).toBe(false);
    const hits = { shelf: 'answer', result: 'hit' };
    expect(valueOf(after, 'catalogue_cache_lookups_total', hits)).toBeGreaterThan(valueOf(before, 'catalogue_cache_lookups_total', hits));
    expect(valueOf(after, 'db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
      valueOf(before, 'db_query_duration_seconds_count', { outcome: 'ok' }),
    );
  });

  it('records page renders: drawn, then from the page cache', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++) expect((await app.inject({ url: '/product/abc' })).statusCode).toBe(200);
    const after = await scrape();
    const moved = (labels: Record<string, string>, name: string) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved({ outcome: 'drawn' }, 'page_render_duration_seconds_count')).toBe(1);
    expect(moved({ outcome: 'cached' }, 'page_render_duration_seconds_count')).toBe(1);
    expect(moved({ result: 'hit' }, 'page_cache_lookups_total')).toBe(1);
    expect(moved({ result: 'miss' }, 'page_cache_lookups_total')).toBe(1);
  });

  it('keeps any address asked for out of the labels', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webPath(), async (address) => {
        await app.inject({ url: `/api/v1${address}` });
      }),
      { numRuns: propertyRuns(30, 300) },
    );
    const families = await scrape();
    const routes = new Set(families.get('http_requests_total')!.samples.map((s) => s.labels.route));
    for (const r of routes) expect(r === 'unmatched' || r?.startsWith('/')).toBe(true);
    expect(routes.size).toBeLessThan(20);
  });

  it('is not on the shop port, and its own port serves nothing else', async () => {
    // The shop's port takes /metrics for a page address like any other.
    expect((await app.inject({ url: '/metrics' })).body).not.toContain('http_requests_total');
    expect((await scraper.inject({ url: '/api/v1/products' })).statusCode).toBe(404);
  });
});

describe('METRICS_PORT', () => {
  it('is off unless set; listens on HOST unless METRICS_HOST says otherwise', () => {
    expect(testConfig().metrics).toBeNull();
    expect(testConfig({ METRICS_PORT: '9464', HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(testConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(() => testConfig({ METRICS_PORT: 'nine' })).toThrow('METRICS_PORT must be a port number');
  });
});
