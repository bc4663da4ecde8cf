import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from '../src/modules/pages/serveApp';
import { disposeTestDb, makeApp, openTestDb, prepareDb } from './helpers';

// The build's inline script (the tap keeper) runs by its hash: inline-scripts.json names it.
const INLINE_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

// The reference server with a built app that has a page server (dist/server/pages.js). A stand-in
// bundle answers here, recording what it is asked; the real one is tested with the app
// (src/app/ssr) and in the e2e suite.

let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;
let appDir: string;

const STAND_IN = `
exports.createPageServer = (options) => {
  let storeInfoReads = 0;
  return {
    async answer(url) {
      if (url.startsWith('/cart')) return { status: 200, headers: { 'cache-control': 'no-cache' }, body: '<!doctype html><div id="root"></div>' };
      // Reads the API it was given, as the real one does.
      const info = await (await options.fetchFn(options.apiBaseUrl + '/storeInfo')).json();
      storeInfoReads += 1;
      return {
        status: url.startsWith('/product/missing') ? 404 : 200,
        headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' },
        body: '<!doctype html><title>' + info.storeName + '</title><p>' + url + ' on ' + options.publicUrl + '</p>',
      };
    },
    storeInfoFetches: () => storeInfoReads,
    clientApiBase: () => '/api/v1',
  };
};
`;

beforeAll(async () => {
  db = await openTestDb();
  await prepareDb(db);
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-dist-'));
  fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(appDir, 'main.0123abcd.js'), 'console.log(1)');
  // The build's compressed copy (webpack.config.ts writes one beside each text file).
  fs.writeFileSync(path.join(appDir, 'main.0123abcd.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(appDir, 'inline-scripts.json'), JSON.stringify({ 'script-src': [INLINE_HASH] }));
  fs.mkdirSync(path.join(appDir, 'server'));
  fs.writeFileSync(path.join(appDir, 'server', 'pages.js'), STAND_IN);
  app = await makeApp(db, { SERVE_APP: appDir });
});
afterAll(async () => {
  await app?.close();
  await disposeTestDb(db);
  fs.rmSync(appDir, { recursive: true, force: true });
});

const open = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers: { accept: 'text/html' } });

describe('pages drawn by the built page server', () => {
  it.each(['/', '/products?category=sports%20shoes&page=2', '/product/42', '/terms'])(
    '%s is drawn by the page server, which reads the API in-process, on the public origin',
    async (url) => {
      const res = await open(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        `<!doctype html><title>Stride &amp; Sweat Sports</title><p>${url} on http://shop.test</p>`.replace('&amp;', '&'),
      );
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // Same-origin files and the build's own inline script by its hash: no 'unsafe-inline'.
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toBe(`script-src 'self' ${INLINE_HASH}`);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    },
  );

  it('keeps its status: an unknown product is a 404 page', async () => {
    expect((await open('/product/missing')).statusCode).toBe(404);
  });

  it('varies by nothing a shopper sends (one copy in a CDN for everyone)', async () => {
    const res = await app.inject({
      url: '/products',
      headers: { accept: 'text/html', origin: 'http://localhost:3000', cookie: 'token=abc' },
    });
    expect(res.headers.vary ?? '').not.toMatch(/origin|cookie/i);
  });

  // Issue 31: link previews (WhatsApp) and crawlers send `*/*` or no Accept at all; curl sends `*/*`.
  it.each([{ accept: '*/*' }, { accept: 'application/json' }, {}])('answers a page, not JSON, when Accept is %j', async (headers) => {
    for (const url of ['/products', '/product/42', '/login', '/cart']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        if (method === 'GET') expect(res.body).toMatch(/^<!doctype html>/);
        // The cart is the shopper's own: its shell, not a drawn page.
        if (method === 'GET' && url !== '/cart') expect(res.body).toContain(`<p>${url} on http://shop.test</p>`);
      }
    }
    const api = await app.inject({ url: '/api/v1/nothing', headers });
    expect(api.json()).toEqual({ error: 'Not found' });
  });

  it('answers HEAD like GET (Node leaves the body out on the wire)', async () => {
    const res = await open('/products', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('still serves the built files, the API and its errors', async () => {
    const file = await app.inject({ url: '/main.0123abcd.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/api/v1/storeInfo' })).json()).toMatchObject({ storeName: 'Stride & Sweat Sports' });
    const missing = await app.inject({ url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found' });
  });

  it("never serves the page server's own code", async () => {
    expect((await app.inject({ url: '/server/pages.js' })).statusCode).toBe(404);
  });

  it("sends the build's own brotli copy to a browser that takes it, and the file to one that does not", async () => {
    const br = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // The copies are not files of the shop's own.
    expect((await app.inject({ url: '/main.0123abcd.js.br' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/main.0123abcd.js.BR' })).statusCode).toBe(404);
  });
});

describe("the build's inline scripts in the pages' policy", () => {
  const dirWith = (content: string | null) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
    if (content !== null) fs.writeFileSync(path.join(dir, 'inline-scripts.json'), content);
    return dir;
  };

  it('allows exactly the hashes the build lists, and nothing for a build without the file', () => {
    expect(inlineScriptHashes(dirWith(JSON.stringify({ 'script-src': [INLINE_HASH] })))).toEqual([INLINE_HASH]);
    expect(inlineScriptHashes(dirWith(null))).toEqual([]);
  });

  it.each([["'unsafe-inline'"], ['*'], ["'sha256-short='"], ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=' 'unsafe-eval'"], [42]])(
    'refuses to start with %s listed: it would widen the policy',
    (listed) => {
      expect(() => inlineScriptHashes(dirWith(JSON.stringify({ 'script-src': [listed] })))).toThrow(/sha256/);
    },
  );

  it('refuses a file that lists no hashes at all', () => {
    expect(() => inlineScriptHashes(dirWith(JSON.stringify({ 'script-src': "'unsafe-inline'" })))).toThrow(/sha256/);
    expect(() => inlineScriptHashes(dirWith('{}'))).toThrow(/sha256/);
  });
});
