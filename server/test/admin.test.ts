import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { tokenFile } from '../src/platform/admin/token';
import { disposeTestDb, makeApp, openTestDb, prepareDb, TEST_ADMIN_TOKEN, useTestApp } from './helpers';
import { startServerProcess } from './serverProcess';

const t = useTestApp();
const pending = '/admin/v1/reviews/pending';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the admin API', () => {
  it('answers only with the admin token, never a browser, and is never cached', async () => {
    for (const headers of [{}, bearer('wrong-token-wrong-token-wrong'), { authorization: TEST_ADMIN_TOKEN }]) {
      const res = await t.app.inject({ url: pending, headers });
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'The admin token is missing or wrong.' }]);
    }
    for (const browser of [
      { origin: 'http://shop.test' },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await t.app.inject({ url: pending, headers: { ...bearer(TEST_ADMIN_TOKEN), ...browser } });
      expect([res.statusCode, res.json()]).toEqual([403, { error: 'The admin API does not answer browsers.' }]);
    }
    const res = await t.app.inject({ url: pending, headers: bearer(TEST_ADMIN_TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ data: expect.any(Array) });
  });

  it('says so for a call it does not have, to the token holder only', async () => {
    expect((await t.app.inject({ url: '/admin/v1/nothing' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/admin/v1/nothing', headers: bearer(TEST_ADMIN_TOKEN) });
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'No admin call GET /admin/v1/nothing.' }]);
  });

  it('is not in the public OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((p) => p.includes('admin'))).toEqual([]);
  });

  it('without ADMIN_TOKEN, every app on one database takes the one token kept in it', async () => {
    const db = await openTestDb();
    try {
      await prepareDb(db);
      const [one, two] = [await makeApp(db, { ADMIN_TOKEN: '' }), await makeApp(db, { ADMIN_TOKEN: '' })];
      const { rows } = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'admin_token'");
      const kept = rows[0]!.value;
      expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/);
      for (const app of [one, two]) {
        expect((await app.inject({ url: pending, headers: bearer(kept) })).statusCode).toBe(200);
        expect((await app.inject({ url: pending, headers: bearer(TEST_ADMIN_TOKEN) })).statusCode).toBe(401);
        await app.close();
      }
    } finally {
      await disposeTestDb(db);
    }
  });
});

const run = promisify(execFile);
const ROOT = path.join(__dirname, '..', '..');
const reviewsCommand = (env: Record<string, string>) =>
  run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/src/modules/reviews/cli.ts', 'pending'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (err: { code: number; stderr: string }) => ({ code: err.code, out: err.stderr }),
  );

// A shop on PGlite on disk, started as `npm run server` starts it; its first start seeds the
// catalogue and India Post's directory, and the commands start tsx: more than the usual 30 s on a
// loaded 2-core machine.
describe('a shop command beside the running shop (PGlite on disk, no ADMIN_TOKEN)', () => {
  it('finds the shop and its token from PORT and DATA_DIR alone, and says when no shop answers', async () => {
    if (process.env.DATABASE_URL) return; // the token file is PGlite's; PostgreSQL keeps it in the database
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-shop-'));
    const shop = await startServerProcess({ DATA_DIR: dataDir, ADMIN_TOKEN: '' });
    const env = { PORT: String(shop.port), DATA_DIR: dataDir, ADMIN_TOKEN: '', DATABASE_URL: '' };
    try {
      expect((fs.statSync(tokenFile(dataDir)).mode & 0o777).toString(8)).toBe('600');
      const listed = await reviewsCommand(env);
      expect(listed).toEqual({ code: 0, out: expect.stringMatching(/^(No reviews are waiting for a decision\.|\d+ reviews? waiting)/) });
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    const refused = await reviewsCommand(env);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`No shop answers at http://127.0.0.1:${shop.port}: start it`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
