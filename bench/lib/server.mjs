/**
 * The page server's own figures.
 *
 * - `ttfb`: time to first byte of rendered pages with `concurrency` requests in flight (a small
 *   loop of fetches, no extra dependency), over a mix of addresses: every product of the catalogue
 *   in turn (so a larger catalogue is measured as it is, not one cached page), listings and home.
 * - `storeInfoPerVisit`: the standalone page server (`npm run pages`) in front of the reference
 *   API through a counting proxy: how many /storeInfo requests reach the API for fresh loads of
 *   the rendered pages, and how many API requests each page's client sends.
 */
import http from 'node:http';
import { percentile } from './stats.mjs';
import { localBin, startServer, track } from './processes.mjs';

/** Product ids of the catalogue, up to `max`, through the API's own listing. */
export async function productIds(apiUrl, max = 2000) {
  const ids = [];
  for (let page = 1; ids.length < max; page += 1) {
    const body = await (await fetch(`${apiUrl}/api/v1/products?limit=100&page=${page}`)).json();
    const data = body?.data ?? [];
    ids.push(...data.map((p) => p.id));
    if (data.length < 100) break;
  }
  return ids.slice(0, max);
}

/** The addresses the load test cycles through: mostly product pages, some listings and home. */
export function pageMix(ids, categories) {
  const urls = [];
  ids.forEach((id, i) => {
    urls.push(`/product/${encodeURIComponent(id)}`);
    if (i % 4 === 0) urls.push(`/products?page=${1 + (i % 5)}`);
    if (i % 4 === 2 && categories.length)
      urls.push(`/products?category=${encodeURIComponent(categories[i % categories.length].toLowerCase())}`);
    if (i % 8 === 0) urls.push('/');
  });
  return urls;
}

/** The same addresses, each made unique (a query parameter no screen reads): no kept copy answers, every page is drawn. */
export const uncached = (urls) => urls.map((url, i) => `${url}${url.includes('?') ? '&' : '?'}bench=${i}`);

/** `total` GETs with `concurrency` in flight; TTFB is when the status and headers have arrived. */
export async function ttfb(baseUrl, urls, { concurrency = 20, total = 400, warmup = 40 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const one = (path) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const request = http.get(
        `${baseUrl}${path}`,
        { agent, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } },
        (response) => {
          const first = Number(process.hrtime.bigint() - started) / 1e6;
          response.resume();
          response.on('end', () => resolve({ ms: first, status: response.statusCode, timing: response.headers['server-timing'] ?? '' }));
        },
      );
      request.on('error', reject);
    });
  let next = 0;
  const run = async (count, sink) => {
    const worker = async () => {
      while (next < count) {
        const path = urls[next % urls.length];
        next += 1;
        sink.push(await one(path));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  };
  await run(warmup, []);
  next = 0;
  const results = [];
  const started = Date.now();
  await run(total, results);
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  const times = results.map((r) => r.ms);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    concurrency,
    requests: results.length,
    distinctUrls: Math.min(urls.length, total),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    perSecond: results.length / seconds,
    statuses,
  };
}

/** A proxy to the API that counts the /storeInfo requests passing through it. */
async function countingProxy(apiUrl) {
  const target = new URL(apiUrl);
  const counts = { storeInfo: 0, all: 0 };
  const proxy = http.createServer((request, response) => {
    counts.all += 1;
    if (new URL(request.url, 'http://x').pathname.endsWith('/storeInfo')) counts.storeInfo += 1;
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const stop = track('counting proxy', () => new Promise((resolve) => proxy.close(() => resolve())));
  return { url: `http://127.0.0.1:${proxy.address().port}`, counts, stop };
}

/**
 * Fresh loads of the rendered pages from the standalone page server reading the API through the
 * counting proxy: /storeInfo requests that reached the API, API requests from each page's client.
 */
export async function storeInfoPerVisit(browser, apiUrl, pagePort, paths, dist = 'dist') {
  const proxy = await countingProxy(apiUrl);
  const pages = await startServer({
    name: 'page server (npm run pages)',
    command: localBin('tsx'),
    args: ['server/src/pages.ts'],
    env: { API_BASE_URL: `${proxy.url}/api/v1`, SERVE_APP: dist, LOG_LEVEL: 'warn' },
    port: pagePort,
    readyUrl: `http://127.0.0.1:${pagePort}/robots.txt`,
  });
  try {
    const perPage = {};
    for (const [route, path] of Object.entries(paths)) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const api = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.includes('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
        });
        await page.goto(`${pages.url}${path}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        perPage[route] = { clientApiRequests: api };
      } finally {
        await context.close();
      }
    }
    return {
      loads: Object.keys(paths).length,
      storeInfoFetchedByServer: proxy.counts.storeInfo,
      apiRequestsByServer: proxy.counts.all,
      perPage,
    };
  } finally {
    await pages.stop();
    await proxy.stop();
  }
}
