import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APP_CSP } from '../src/platform/http/security';
import { ADDRESS, disposeTestDb, firstProducts, makeApp, openTestDb, prepareDb, signUp } from './helpers';

// CI: both databases (the default mode keeps PGlite on disk).

// The default mode keeps PGlite on disk; with DATABASE_URL the "restart" reopens the same schema.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pglite-'));
const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-app-'));
fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><html lang="en"><title>Shop</title><div id="root"></div></html>');
fs.mkdirSync(path.join(appDir, 'assets'));
fs.writeFileSync(path.join(appDir, 'assets', 'main.3f9a1c2b7d.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);

let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;

afterAll(async () => {
  await app?.close();
  if (db) await disposeTestDb(db);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(appDir, { recursive: true, force: true });
});

it('keeps users, tokens and orders across a restart', async () => {
  const first = await openTestDb({ dataDir });
  await prepareDb(first);
  const before = await makeApp(first);
  const user = await signUp(before, { email: 'persist@example.com' });
  const [a] = await firstProducts(before, 1);
  const order = await before.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: user.headers,
    payload: { products: { [a!.id]: 2 }, shippingAddress: ADDRESS },
  });
  expect(order.statusCode).toBe(201);
  await before.close();
  await disposeTestDb(first, true);

  db = await openTestDb({ dataDir, schema: first.schema });
  await prepareDb(db); // start-up runs migrations and the seed again: both must be no-ops
  app = await makeApp(db, { SERVE_APP: appDir });
  // The token secret lives in the database, so a token issued before the restart still works.
  expect((await app.inject({ url: '/api/v1/accountInfo', headers: user.headers })).statusCode).toBe(200);
  const auth = await app.inject({
    method: 'POST',
    url: '/api/v1/users/authorize',
    payload: { email: user.email, password: user.password },
  });
  expect(auth.statusCode).toBe(200);
  const list = await app.inject({ url: '/api/v1/orders', headers: { authorization: `Bearer ${auth.json().token}` } });
  expect(list.json().data).toEqual([order.json()]);
  // Its own budget: two app starts on an on-disk PGlite (the second reads it back): past 30 s on a loaded machine.
}, 120_000);

describe('serving the built app (SERVE_APP)', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html with the app CSP and no-cache, also as the SPA fallback', async () => {
    for (const url of ['/', '/products?category=men', '/product/abc', '/order-success']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toBe(APP_CSP);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('caches hashed assets for good and compresses them', async () => {
    const res = await app.inject({ url: '/assets/main.3f9a1c2b7d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for missing files and API paths, and serves robots.txt', async () => {
    for (const url of ['/missing.js', '/api/v1/nope', '/media/nope']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toMatch(/User-agent: \*/);
  });
});
