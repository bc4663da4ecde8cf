/**
 * Databases made by earlier code open with today's: one made before random order ids and the
 * one-payment guard (only migration 001, with orders 1001 and 1002, one of them paid twice by the
 * old race) upgraded by today's migrations; and one migrated when every migration lived in one
 * folder, which today's folders (the platform's and each module's) find fully migrated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrate, shippedMigrations } from '../src/platform/db/migrate';
import { seed } from '../src/seed';
import { ADDRESS, disposeTestDb, makeApp, openTestDb, signUp, PAYER } from './helpers';

// CI: both databases (an on-disk PGlite upgraded by today's migrations).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-legacy-'));
const onlyFirst = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-migrations-'));
fs.copyFileSync(shippedMigrations().find((m) => m.version === '001_init')!.file, path.join(onlyFirst, '001_init.sql'));

/**
 * The migrations shops' databases have recorded (schema_migrations), in the order they were
 * applied: each must still ship under its name, in this order, or an existing database would
 * apply it again (or never).
 */
const RECORDED = [
  '001_init',
  '002_order_ids',
  '003_one_payment_per_order',
  '004_idempotency_keys',
  '005_order_item_options',
  '006_search',
  '007_search_table',
  '008_search_attributes',
  '009_search_kind',
  '010_pincodes',
  '011_reviews',
  '012_shared_limits',
  '013_outbox',
  '014_sign_out_everywhere',
  '015_password_resets',
  '016_order_moves',
  '017_stock',
  '018_message_optouts',
  '019_order_dates',
  '020_exchange_holds',
  '021_returns',
  '022_offers',
  '023_order_discounts',
];

let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;
let email = '';

beforeAll(async () => {
  db = await openTestDb({ dataDir });
  await migrate(db, [onlyFirst]);
  await seed(db);
  const legacy = await makeApp(db);
  email = (await signUp(legacy)).email;
  await legacy.close();
  const product = (await db.query<{ id: string }>('SELECT id FROM products ORDER BY slug LIMIT 1')).rows[0]!.id;
  await db.exec(`
    INSERT INTO orders (user_id, email, shipping_address, status)
      SELECT id, email, '${JSON.stringify(ADDRESS)}'::jsonb, s FROM users, (VALUES (1), (0)) AS v(s) ORDER BY s DESC;
    INSERT INTO order_items (id, order_id, position, product_id, product_title, quantity, price)
      SELECT gen_random_uuid(), o.id, 0, '${product}', 'Legacy item', 2, 499 FROM orders o;
    INSERT INTO payments (id, order_id, method, amount, status, paid_at) VALUES
      (gen_random_uuid(), 1001, 'cod', 998, 'paid', now() - interval '2 minutes'),
      (gen_random_uuid(), 1001, 'cod', 998, 'paid', now() - interval '1 minute'),
      (gen_random_uuid(), 1002, 'card', 998, 'pending', NULL);
  `);
  expect(await migrate(db)).toEqual(RECORDED.slice(1));
  // As every start does (server/src/index.ts): migrations, then the seed (which fills the pincode directory).
  await seed(db);
  app = await makeApp(db);
  // Its own budget: an on-disk PGlite built at the old schema, seeded, then migrated: past 30 s on a loaded machine.
}, 120_000);
afterAll(async () => {
  await app?.close();
  if (db) await disposeTestDb(db);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(onlyFirst, { recursive: true, force: true });
});

it('keeps the old numeric order ids working, as strings', async () => {
  for (const typed of ['1001', ' 1001 ']) {
    const res = await app.inject({ url: `/api/v1/orders/${encodeURIComponent(typed)}?contactInfo=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: '1001',
      status: 1,
      items: [{ productTitle: 'Legacy item', quantity: 2, size: null, color: null }],
    });
  }
  const auth = await app.inject({ method: 'POST', url: '/api/v1/users/authorize', payload: { email, password: 'secret123' } });
  const headers = { authorization: `Bearer ${auth.json().token}` };
  const fields = { ...PAYER, method: 'cod' };
  // An older client sends the number itself.
  const paid = await app.inject({ method: 'POST', url: '/api/v1/payments', headers, payload: { orderId: 1002, fields } });
  expect(paid.json()).toEqual({ success: true });
  const list = (await app.inject({ url: '/api/v1/orders', headers })).json().data;
  expect(list.map((o: { id: string; status: number }) => [o.id, o.status]).sort()).toEqual([
    ['1001', 1],
    ['1002', 1],
  ]);
});

it("keeps one paid payment per order: the older race's second one is marked for refund", async () => {
  const rows = (await db.query<{ status: string }>("SELECT status FROM payments WHERE order_id = '1001' ORDER BY paid_at")).rows;
  expect(rows.map((r) => r.status)).toEqual(['paid', 'refund_due']);
  // And the database itself refuses a second paid payment, whatever the code does.
  await expect(
    db.query("INSERT INTO payments (id, order_id, method, amount, status) VALUES (gen_random_uuid(), '1001', 'cod', 1, 'paid')"),
  ).rejects.toThrow(/payments_one_paid_per_order/);
});

it('gives new orders random ids beside the old ones', async () => {
  const user = await signUp(app);
  const product = (await db.query<{ id: string }>('SELECT id FROM products LIMIT 1')).rows[0]!.id;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: user.headers,
    payload: { products: { [product]: 1 }, shippingAddress: ADDRESS },
  });
  expect(res.json().id).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  // Only canonical ids can be stored, so lookups never need to fold case.
  await expect(
    db.query("INSERT INTO orders (id, user_id, email, shipping_address) SELECT '7kq2m9xd', id, email, '{}' FROM users LIMIT 1"),
  ).rejects.toThrow(/orders_id_format/);
});

it('ships every recorded migration under its name, first and in the order it was applied', () => {
  expect(
    shippedMigrations()
      .map((m) => m.version)
      .slice(0, RECORDED.length),
  ).toEqual(RECORDED);
});

describe('a database migrated when every migration lived in one folder', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-one-folder-'));
  const onDisk = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-earlier-'));
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(onDisk, { recursive: true, force: true });
  });

  it('has nothing left to apply, and the server opens on it', async () => {
    // The files as they stood together in server/src/db/migrations, applied as that folder was.
    for (const m of shippedMigrations().filter((m) => RECORDED.includes(m.version))) {
      fs.copyFileSync(m.file, path.join(folder, path.basename(m.file)));
    }
    const earlier = await openTestDb({ dataDir: onDisk });
    let opened: FastifyInstance | undefined;
    try {
      expect(await migrate(earlier, [folder])).toEqual(RECORDED);
      await seed(earlier);
      // Only what came after the move, if anything.
      const newer = shippedMigrations()
        .map((m) => m.version)
        .slice(RECORDED.length);
      expect(await migrate(earlier)).toEqual(newer);
      opened = await makeApp(earlier);
      expect((await opened.inject({ url: '/readyz' })).json().reasons).not.toContain('migrations pending');
      expect((await opened.inject({ url: '/api/v1/products?limit=1' })).statusCode).toBe(200);
    } finally {
      await opened?.close();
      await disposeTestDb(earlier);
    }
  }, 120_000);
});
