import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/platform/db/migrate';
import { Readiness } from '../src/platform/operations/readiness';
import { disposeTestDb, openTestDb, useTestApp } from './helpers';

// CI: both databases (readiness asks whichever database the server runs on).

const t = useTestApp({}, { reset: false });

/** Asks again until the answer is `want` (copies build in the background); jest's timeout bounds it. */
async function until<T>(ask: () => Promise<T> | T, want: T): Promise<void> {
  for (;;) {
    const got = await ask();
    if (JSON.stringify(got) === JSON.stringify(want)) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function readyz() {
  const res = await t.app.inject({ url: '/readyz' });
  return { status: res.statusCode, body: res.json<{ status: string; reasons: string[] }>(), headers: res.headers };
}

describe('health and readiness (issue 31)', () => {
  it('/healthz says the process answers, never cached', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready once the catalogue copy and the pincode directory are built, then not while draining', async () => {
    // The app never listened: the first check starts building the copies.
    let answer = await readyz();
    while (answer.status !== 200) {
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe('not ready');
      expect(answer.body.reasons.length).toBeGreaterThan(0);
      answer = await readyz();
    }
    expect(answer.body).toEqual({ status: 'ready', reasons: [] });
    expect(answer.headers['cache-control']).toBe('no-store');

    t.app.readiness.drain();
    expect(await readyz()).toMatchObject({ status: 503, body: { status: 'not ready', reasons: ['draining'] } });
    // Alive while it drains: only readiness fails.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready while a migration the code ships is not applied', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      fs.writeFileSync(path.join(dir, '999_not_yet.sql'), 'SELECT 1;');
      const readiness = new Readiness(t.db, { migrationFolders: [dir] });
      readiness.needsCopy('catalogue', 'catalogue copy not built', async () => null);
      readiness.needsCopy('places', 'pincode directory not read', async () => null);
      await until(() => readiness.check(), ['migrations pending']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is not ready when its database does not answer, nor while a copy fails to build', async () => {
    const db = await openTestDb();
    // PGlite's copy comes migrated from its template; PostgreSQL's per-file schema starts empty.
    await migrate(db);
    let fail = true;
    const failures: string[] = [];
    const readiness = new Readiness(db, { onWarmFailure: (copy) => failures.push(copy) });
    readiness.needsCopy('catalogue', 'catalogue copy not built', async () => {
      if (fail) throw new Error('no catalogue');
    });
    readiness.needsCopy('places', 'pincode directory not read', async () => null);
    expect(await readiness.check()).toEqual(['catalogue copy not built', 'pincode directory not read']);
    await until(() => failures, ['catalogue']);
    await until(() => readiness.check(), ['catalogue copy not built']);
    // The next check tries again.
    fail = false;
    await until(() => readiness.check(), []);
    await disposeTestDb(db);
    expect(await readiness.check()).toEqual(['database unreachable']);
  });
});
