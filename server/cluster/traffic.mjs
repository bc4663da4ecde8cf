/** What the cluster checks send: reads kept in flight until told to stop, each one's outcome kept. */
import http from 'node:http';
import zlib from 'node:zlib';

/** One request: status (or the connection error's code), which instance answered, when it started and ended. */
export function request(base, url, { method = 'GET', headers = {}, body, agent } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(base + url, { method, agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          url,
          status: res.statusCode,
          instance: res.headers['x-instance'],
          headers: res.headers,
          body: res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(Buffer.concat(chunks)) : Buffer.concat(chunks),
          started,
          ended: performance.now(),
        }),
      );
      res.on('error', (err) => resolve({ url, status: err.code ?? 'error', started, ended: performance.now() }));
    });
    req.on('error', (err) => resolve({ url, status: err.code ?? 'error', started, ended: performance.now() }));
    req.end(body);
  });
}

/**
 * `inFlight` requests under way at once, over kept-alive connections as browsers and page
 * servers hold them, cycling through `urls` until `stop()`; `done` is every outcome so far.
 */
export function keepLoading(base, urls, inFlight = 20) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const done = [];
  let running = true;
  let next = 0;
  const workers = Array.from({ length: inFlight }, async () => {
    while (running) done.push(await request(base, urls[next++ % urls.length], { agent }));
  });
  return {
    done,
    /** Resolves once `n` requests have been answered. */
    async after(n) {
      while (done.length < n) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return done;
    },
  };
}

/** Page and API reads of a shop: pages when the instances serve the built app, else the API's own documents. */
export async function readingMix(base, servesApp) {
  const list = await request(base, '/api/v1/products?limit=6');
  const ids = JSON.parse(list.body.toString()).data.map((p) => p.id);
  const api = [
    '/api/v1/products?limit=12',
    '/api/v1/search?q=cricket%20bat',
    '/api/v1/search?q=running%20shoes&sort=price-asc',
    '/api/v1/search/suggest?q=foot',
    ...ids.map((id) => `/api/v1/products/${id}`),
  ];
  const pages = servesApp ? ['/', '/products', ...ids.slice(0, 3).map((id) => `/product/${id}`)] : ['/sitemap.xml', '/robots.txt'];
  return [...api, ...pages];
}
