import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AdminSend } from '../src/platform/admin/client';
import { ADMIN_PREFIX } from '../src/platform/admin/routes';
import { loadConfig, type Config } from '../src/config';
import { openDb, type Db } from '../src/platform/db/client';
import { migrate, shippedMigrations } from '../src/platform/db/migrate';
import { indexCatalog } from '../src/modules/search';
import { reviewsChanged } from '../src/modules/reviews';
import { seedStock } from '../src/modules/stock';
import { seedOffers } from '../src/modules/offers';

/** The seed's demo offers back (resetDb clears them). */
export async function withDemoOffers(db: Db): Promise<void> {
  await db.transaction((tx) => seedOffers(tx));
  db.changes.emit('offers');
}
import { seed } from '../src/seed';

/**
 * One database per test file. With DATABASE_URL=postgres://… the suite runs against PostgreSQL,
 * each file in its own schema so parallel jest workers never truncate each other's rows;
 * otherwise an in-memory PGlite (or an on-disk one when dataDir is given).
 */
export async function openTestDb(opts: { dataDir?: string; schema?: string } = {}): Promise<Db & { schema?: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = opts.schema ?? `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = await openDb({ databaseUrl: url, dataDir: 'memory' });
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.close();
    const db = await openDb({ databaseUrl: url, dataDir: 'memory', schema });
    return Object.assign(db, { schema });
  }
  if (opts.dataDir) return openDb({ databaseUrl: null, dataDir: opts.dataDir });
  return openMemoryFromTemplate();
}

/** What a template database is made from: every migration, and the seed's code and data. */
function templateSources(): string[] {
  const src = path.join(__dirname, '..', 'src');
  const seeds = fs
    .readdirSync(src, { recursive: true })
    .map((f) => path.join(src, String(f)))
    .filter((f) => /(^|\/)seed(\/|\.ts$)/.test(path.relative(src, f)) && fs.statSync(f).isFile());
  return [...shippedMigrations().map((m) => m.file), ...seeds.sort()];
}

/**
 * initdb + migrate + seed costs seconds per PGlite instance; the first test file to need it saves
 * a dump (keyed by the migrations and seed sources), later ones load it. A stale key just rebuilds.
 */
async function openMemoryFromTemplate(): Promise<Db> {
  const hash = crypto.createHash('sha1');
  for (const f of templateSources()) hash.update(path.basename(f)).update(fs.readFileSync(f));
  const file = path.join(os.tmpdir(), `storefront-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (fs.existsSync(file)) {
    try {
      return await openDb({ databaseUrl: null, dataDir: 'memory', template: fs.readFileSync(file) });
    } catch {
      fs.rmSync(file, { force: true });
    }
  }
  const db = await openDb({ databaseUrl: null, dataDir: 'memory' });
  await prepareDb(db);
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, await db.dump!());
  fs.renameSync(tmp, file); // atomic, so a parallel worker never reads half a file
  return db;
}

/** Drops the per-file schema on PostgreSQL; PGlite just closes. */
export async function disposeTestDb(db: Db & { schema?: string }, keep = false): Promise<void> {
  await db.close();
  const url = process.env.DATABASE_URL;
  if (url && db.schema && !keep) {
    const admin = await openDb({ databaseUrl: url, dataDir: 'memory' });
    await admin.exec(`DROP SCHEMA IF EXISTS ${db.schema} CASCADE`);
    await admin.close();
  }
}

export async function prepareDb(db: Db): Promise<void> {
  await migrate(db);
  await seed(db);
  await indexCatalog(db);
}

/**
 * Clears what tests create (and the seed's demo buyers, with their reviews); the seeded catalogue
 * stays, its stock as seeded. The demo offers go too, so an order costs what its lines do unless a
 * test adds offers (`withDemoOffers`, or the admin API).
 */
export async function resetDb(db: Db): Promise<void> {
  await db.exec(`TRUNCATE payments, order_items, orders, users, product_ratings, stock_levels, stock_alerts, offers, offer_code_tries
      RESTART IDENTITY CASCADE;
    UPDATE settings SET value = (value::bigint + 1)::text WHERE key = 'ratings_version'`);
  await db.transaction((tx) => seedStock(tx));
  reviewsChanged(db, null);
  db.changes.emit('offers');
}

/** The admin token of the tests' apps (ADMIN_TOKEN), for the shop's commands and admin calls. */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    RATE_LIMIT_MAX: '1000',
    PUBLIC_URL: 'http://shop.test',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    ...env,
  });
}

/** The admin API of a test's app, as the shop's commands call it over HTTP. */
export const adminOf =
  (app: FastifyInstance, token = TEST_ADMIN_TOKEN): AdminSend =>
  async (method, path, body) => {
    const res = await app.inject({
      method,
      url: `${ADMIN_PREFIX}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() };
  };

export async function makeApp(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db });
  await app.ready();
  return app;
}

export interface TestApp {
  db: Db & { schema?: string };
  app: FastifyInstance;
}

/**
 * The usual set-up of a test file: one migrated and seeded database and one app for the whole file,
 * users and orders cleared before each test (unless `reset` is false), both closed at the end.
 * Read `t.app` and `t.db` inside tests and hooks (they exist once beforeAll has run).
 */
export function useTestApp(env: Record<string, string> = {}, { reset = true } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    t.db = await openTestDb();
    await prepareDb(t.db);
    t.app = await makeApp(t.db, env);
  });
  if (reset) beforeEach(() => resetDb(t.db));
  afterAll(async () => {
    await t.app?.close();
    if (t.db) await disposeTestDb(t.db);
  });
  return t;
}

/**
 * How many cases a slow property test runs: `quick` in every `npm test`, `thorough` in CI's separate
 * step (PROPERTY_RUNS=thorough, .ci/run). As src/test/propertyRuns.ts, which the server's jest
 * project and tsconfig do not reach.
 */
export const thorough = process.env.PROPERTY_RUNS === 'thorough';
export const propertyRuns = (quick: number, thoroughRuns: number) => (thorough ? thoroughRuns : quick);

export const ADDRESS = {
  fullName: 'Asha Verma',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '+91 98765 43210',
};

let counter = 0;

/** The payer's fields of the payment step as a shopper fills them (a payment adds its `method`). */
export const PAYER = { payerName: 'Asha Verma', email: 'asha@example.com', phone: '+919876543210', consent: 'true' };

/** Registers a fresh account (a new e-mail unless given), signs it in, and returns its e-mail, password and bearer headers. */
export async function signUp(
  app: FastifyInstance,
  { email = `user${++counter}-${Date.now()}@example.com`, firstName = 'Asha', lastName = 'Verma' } = {},
) {
  const password = 'secret123';
  const reg = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: { email, password, firstName, lastName },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const auth = await app.inject({ method: 'POST', url: '/api/v1/users/authorize', payload: { email, password } });
  const token = auth.json().token as string;
  return { email, password, token, headers: { authorization: `Bearer ${token}` } };
}

export async function firstProducts(app: FastifyInstance, n: number, query = '') {
  const res = await app.inject({ url: `/api/v1/products?limit=${n}${query}` });
  return res.json().data as { id: string; title: string; regularPrice: number; discountedPrice: number | null }[];
}

/** The first listed product with at least two sizes and two colours to choose from, with them. */
export async function productWithOptions(app: FastifyInstance) {
  const listed = (await app.inject({ url: '/api/v1/products?limit=100' })).json().data as Array<{
    id: string;
    attributes: Array<{ key: string; value: string[] }>;
    variants?: Array<{ size: string; color: string; available: number }>;
  }>;
  const values = (p: (typeof listed)[number], key: string) => p.attributes.find((a) => a.key === key)?.value ?? [];
  const found = listed.find(
    (p) => values(p, 'size').length >= 2 && values(p, 'color').length >= 2 && p.variants?.every((v) => v.available >= 3),
  )!;
  return { id: found.id, sizes: values(found, 'size'), colors: values(found, 'color') };
}

/**
 * A stand-in for the app's build (`SERVE_APP`): an index.html and, as `server/pages.js`, the page
 * server's source given (a CommonJS `createPageServer`). Removed with `fs.rmSync(dir, …)`.
 */
export function standInBuild(pageServerSource: string, prefix = 'stand-in-dist-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'pages.js'), pageServerSource);
  return dir;
}
