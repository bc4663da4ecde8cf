import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { disposeTestDb, makeApp, openTestDb, prepareDb } from './helpers';

let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;
let appDir: string;

const page = (name: string) => `<!doctype html><title>${name}</title><div id="root">${name}</div>`;

beforeAll(async () => {
  db = await openTestDb();
  // Migrated like every other test's: on PostgreSQL the app's start reads its settings table.
  await prepareDb(db);
  // A stand-in for a built dist/ with the prerendered pages scripts/PrerenderPlugin.ts writes.
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-dist-'));
  for (const name of ['index', 'home', 'products', 'product']) fs.writeFileSync(path.join(appDir, `${name}.html`), page(name));
  fs.writeFileSync(
    path.join(appDir, 'prerendered.json'),
    JSON.stringify([
      { file: 'home.html', pattern: '/', unlessQuery: [] },
      { file: 'products.html', pattern: '/products', unlessQuery: ['category', 'featured'] },
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

const open = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('prerendered pages', () => {
  it.each([
    ['/', 'home'],
    ['/?utm_source=mail', 'home'],
    ['/products', 'products'],
    ['/products?page=2', 'products'],
    ['/product/42', 'product'],
    // A category's heading differs from the prerendered one; other routes have no page of their own.
    ['/products?category=men', 'index'],
    ['/products?featured=true', 'index'],
    ['/cart', 'index'],
    ['/product/42/reviews', 'index'],
  ])('%s is answered with %s.html, as a page that is never cached stale', async (url, name) => {
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page(name));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the files themselves under their own names too', async () => {
    expect((await open('/home.html')).body).toBe(page('home'));
  });
});
