import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APP_CSP } from '../src/platform/http/security';
import { disposeTestDb, makeApp, openTestDb, prepareDb } from './helpers';

/**
 * A server on this machine answers as 127.0.0.1 and as localhost, while the API's pictures carry
 * the one name its public origin has: a page opened under the other name must still show them.
 */
let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;
let appDir: string;

beforeAll(async () => {
  db = await openTestDb();
  await prepareDb(db);
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loopback-dist-'));
  fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  app = await makeApp(db, { SERVE_APP: appDir, PUBLIC_URL: 'http://127.0.0.1:19302' });
});
afterAll(async () => {
  await app?.close();
  await disposeTestDb(db);
  fs.rmSync(appDir, { recursive: true, force: true });
});

const policyAt = async (host: string, url = '/checkout') =>
  (await app.inject({ url, headers: { host, accept: 'text/html' } })).headers['content-security-policy'];

describe('the page’s policy, for a server on this machine', () => {
  it('lets a page opened as localhost show the pictures and reach the API named 127.0.0.1', async () => {
    const policy = String(await policyAt('localhost:19302'));
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:19302");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:19302");
    // Everything else as the app's own policy has it.
    expect(policy.replaceAll(' http://127.0.0.1:19302', '')).toBe(APP_CSP);
    expect(String(await policyAt('[::1]:19302', '/index.html'))).toContain("img-src 'self' data: blob: http://127.0.0.1:19302");
  });

  it.each(['127.0.0.1:19302', 'localhost:8080', 'shop.example:19302', 'localhost.evil.test:19302', 'not a host'])(
    'leaves it as it is when asked as %s',
    async (host) => {
      expect(await policyAt(host)).toBe(APP_CSP);
    },
  );
});
