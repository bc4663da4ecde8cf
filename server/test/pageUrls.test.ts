import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { readablePageUrl } from '../src/platform/http/pageAddress';
import { APP_CSP } from '../src/platform/http/security';
import { disposeTestDb, makeApp, openTestDb, prepareDb } from './helpers';

/**
 * A shopper following a mangled link (a mail client's rewrite, a truncated copy, a bot's guess)
 * gets the shop, which ignores what it cannot read; an API client sending the same junk gets a 400
 * that says what is wrong.
 */
let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;
let appDir: string;

const page = (name: string) => `<!doctype html><title>${name}</title><div id="root">${name}</div>`;

beforeAll(async () => {
  db = await openTestDb();
  await prepareDb(db);
  // A stand-in for a built dist/, with the prerendered pages of scripts/PrerenderPlugin.ts.
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-urls-dist-'));
  for (const name of ['index', 'home', 'products', 'product']) fs.writeFileSync(path.join(appDir, `${name}.html`), page(name));
  fs.writeFileSync(
    path.join(appDir, 'prerendered.json'),
    JSON.stringify([
      { file: 'home.html', pattern: '/', unlessQuery: [] },
      { file: 'products.html', pattern: '/products', unlessQuery: ['category'] },
      { file: 'product.html', pattern: '/product/:id', unlessQuery: [] },
    ]),
  );
  app = await makeApp(db, { SERVE_APP: appDir });
});
afterAll(async () => {
  await app?.close();
  await disposeTestDb(db);
  fs.rmSync(appDir, { recursive: true, force: true });
});

const LONG = 'x'.repeat(6_000);

/** Junk as it arrives in a query: NUL, a lone surrogate (as UTF-8 bytes), overlong, and broken `%` escapes. */
const QUERY_JUNK = [
  ['NUL', 'from=%00x'],
  ['a lone surrogate', 'from=%ED%A0%80'],
  ['a NUL in a name', 'x%00y=1'],
  ['an over-long value', `from=${LONG}`],
  ['%zz', 'from=%zz'],
  ['a bare %', 'from=%'],
  ['only %', '%'],
  ['a cut-off UTF-8 escape', 'from=%E0%A4%A'],
] as const;

const PAGES = ['/login', '/', '/products', '/product/42', '/cart', '/track-order'];

describe('a page address with junk in its query', () => {
  it.each(QUERY_JUNK)('with %s answers the app with its policy', async (_junk, query) => {
    for (const pagePath of PAGES) {
      const res = await app.inject({ url: `${pagePath}?${query}`, headers: { accept: 'text/html' } });
      expect([pagePath, res.statusCode, res.headers['content-type'], res.headers['content-security-policy']]).toEqual([
        pagePath,
        200,
        expect.stringMatching(/^text\/html/),
        APP_CSP,
      ]);
      expect(res.body).toMatch(/<div id="root">/);
    }
  });

  it('answers the app for junk in the path too', async () => {
    for (const url of ['/product/%00x', '/product/%ED%A0%80', '/product/%zz', '/product/%', '/%zz', '/cart%00', '/track-order/%E0%A4%A']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect([url, res.statusCode, res.headers['content-security-policy']]).toEqual([url, 200, APP_CSP]);
      expect(res.body).toMatch(/<div id="root">/);
    }
  });
});

describe('the API with the same junk', () => {
  const API_JUNK = [
    ['NUL', 'category=%00x'],
    ['a lone surrogate', 'category=%ED%A0%80'],
    ['a NUL in a name', 'x%00y=1'],
    ['an over-long value', `category=${LONG}`],
    ['%zz', 'category=%zz'],
    ['a bare %', 'category=%'],
    ['only %', '%'],
    ['a cut-off UTF-8 escape', 'category=%E0%A4%A'],
  ] as const;

  it.each(API_JUNK)('/api/v1/products with %s still answers 400 JSON', async (_junk, query) => {
    // Asked for as a browser asks for a page: an API address is never one.
    const res = await app.inject({ url: `/api/v1/products?${query}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('still refuses junk in an API path', async () => {
    for (const url of ['/api/v1/products/%00x', '/api/v1/products/%ED%A0%80', '/api/v1/products/%zz']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('reads a well-formed query as before', async () => {
    const res = await app.inject({ url: '/api/v1/products?category=Sports%20Shoes&q=caf%C3%A9+run&page=1' });
    expect(res.statusCode).toBe(200);
  });
});

describe('how a page address the server cannot read is read', () => {
  // Characters that make up junk addresses: escapes of every kind, cut short or not. (A raw NUL
  // never reaches the server: Node's HTTP parser refuses the request line.)
  const pathChars = fc.constantFrom('%', '0', '0', 'a', 'E', 'D', 'F', '8', 'z', '/', 'x', '-', 'é');

  it('always yields a path the router can decode, without NUL, and leaves readable ones alone', () => {
    fc.assert(
      fc.property(fc.array(pathChars, { maxLength: 40 }), fc.string({ maxLength: 20 }), (chars, query) => {
        const pathname = `/p${chars.join('')}`;
        const url = `${pathname}?${query}`;
        const read = readablePageUrl(url);
        expect(read.endsWith(`?${query}`)).toBe(true);
        const readPath = read.slice(0, read.length - query.length - 1);
        expect(decodeURIComponent(readPath)).not.toContain('\0');
        let decodable = true;
        try {
          decodable = !decodeURIComponent(pathname).includes('\0');
        } catch {
          decodable = false;
        }
        if (decodable) expect(read).toBe(url);
      }),
    );
  });

  it('leaves API and media addresses as they came', () => {
    for (const url of ['/api/v1/products/%zz', '/media/products/%E0%A4%A.svg', '/robots.txt%00']) expect(readablePageUrl(url)).toBe(url);
  });
});
