import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { POLICY_PATHS } from '../src/modules/seo/routes';
import { disposeTestDb, firstProducts, makeApp, openTestDb, prepareDb } from './helpers';

let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;
let appDir: string;
const PUBLIC_URL = 'https://shop.example';

beforeAll(async () => {
  db = await openTestDb();
  await prepareDb(db);
  // A stand-in for a built dist/: what SERVE_APP needs to serve the shop beside the API.
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-dist-'));
  fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  fs.writeFileSync(path.join(appDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(
    path.join(appDir, 'manifest.webmanifest'),
    JSON.stringify({
      name: 'Sports Store',
      short_name: 'Sports',
      start_url: '/',
      display: 'standalone',
      icons: [{ src: '/icons/icon-192.png' }],
    }),
  );
  app = await makeApp(db, { PUBLIC_URL: `${PUBLIC_URL}/`, SERVE_APP: appDir });
});
afterAll(async () => {
  await app.close();
  await disposeTestDb(db);
  fs.rmSync(appDir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap.xml', () => {
  it('lists home, every listing by category, every product and the policy pages on PUBLIC_URL', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(res.body);
    expect(urls).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/products`, `${PUBLIC_URL}/contact`]));
    expect(urls).toEqual(expect.arrayContaining(POLICY_PATHS.map((p) => `${PUBLIC_URL}${p}`)));
    expect(urls).toContain(`${PUBLIC_URL}/products?category=sports%20shoes`);
    const products = await firstProducts(app, 100);
    expect(products).toHaveLength(62);
    for (const product of products) expect(urls).toContain(`${PUBLIC_URL}/product/${product.id}`);
    // The Host header is anyone's to set: it never makes it into a link.
    expect(res.body).not.toContain('evil.example');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('writes a category as the app links to it: lowercased, encoded, valid XML', async () => {
    const { rows } = await db.query<{ id: string; category: string }>('SELECT id, category FROM products ORDER BY id LIMIT 1');
    const [first] = rows;
    await db.query(`UPDATE products SET category = 'Bats & Balls' WHERE id = $1`, [first!.id]);
    try {
      const body = (await app.inject({ url: '/sitemap.xml' })).body;
      expect(body).toContain(`<loc>${PUBLIC_URL}/products?category=bats%20%26%20balls</loc>`);
      expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    } finally {
      await db.query('UPDATE products SET category = $1 WHERE id = $2', [first!.category, first!.id]);
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps crawlers out of private screens and names the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /checkout', 'Disallow: /account', 'Disallow: /orders']));
    expect(lines.at(-1)).toBe(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('service worker and manifest', () => {
  it('serves sw.js uncached, for the whole site, under the app policy', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it('names the installed app after the store', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'Stride & Sweat Sports', short_name: 'Stride', start_url: '/', display: 'standalone' });
    expect(manifest.icons).toEqual([{ src: '/icons/icon-192.png' }]);
  });
});
