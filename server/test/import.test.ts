/** catalog:import: per-record checks, upsert by id, --replace beside existing orders, the command itself. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { importCatalog } from '../src/modules/import/importer';
import { readRecords } from '../src/modules/import/records';
import type { ProductDto, ProductListDto } from '../src/contracts';
import { seed } from '../src/seed';
import { ADDRESS, signUp, useTestApp } from './helpers';
import { record } from './searchCatalog';

// CI: both databases (the command writes to an on-disk PGlite by default).

const t = useTestApp({}, { reset: false });
const ndjson = (values: unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('\n');
const list = async (query = '') => (await t.app.inject({ url: `/api/v1/products?limit=100${query}` })).json() as ProductListDto;

it('imports the valid records and names every bad one by number and field', async () => {
  const good = record({ title: 'Good Rope', brand: 'Nivia', sizes: ['M'] }, 9001);
  const body = ndjson([
    good,
    { ...record({ title: 'x' }, 9002), title: '' },
    { ...record({ title: 'Stringly priced' }, 9003), regularPrice: '999' },
    { ...record({ title: 'Upside down' }, 9004), regularPrice: 100, discountedPrice: 200 },
    { ...record({ title: 'When?' }, 9005), createdAt: 'last tuesday' },
    { ...record({ title: 'Odd id' }, 9006), id: 'not-a-uuid' },
    { ...record({ title: 'Nul\u0000byte' }, 9007) },
    '',
    '{ not json',
    '42',
    { ...record({ title: 'No category' }, 9008), category: undefined },
    { ...record({ title: 'Bad attribute' }, 9009), attributes: [{ key: 'size', value: 'M' }] },
  ]);
  const summary = await importCatalog(t.db, readRecords(body));
  expect([summary.inserted, summary.updated]).toEqual([1, 0]);
  expect(summary.skipped.map((s) => `${s.record}: ${s.reasons[0]}`)).toEqual([
    expect.stringMatching(/^record 2 \(line 2\): title: /),
    expect.stringMatching(/^record 3 \(line 3\): regularPrice: /),
    'record 4 (line 4): discountedPrice: must not be above regularPrice',
    expect.stringMatching(/^record 5 \(line 5\): createdAt: /),
    expect.stringMatching(/^record 6 \(line 6\): id: /),
    expect.stringMatching(/^record 7 \(line 7\): title: contains characters that are not allowed/),
    'record 8 (line 9): not valid JSON',
    'record 9 (line 10): record: must be an object',
    expect.stringMatching(/^record 10 \(line 11\): category: /),
    expect.stringMatching(/^record 11 \(line 12\): attributes\[0\]\.value: /),
  ]);
  const product = (await t.app.inject({ url: `/api/v1/products/${good.id}` })).json() as ProductDto;
  expect(product).toMatchObject({ title: 'Good Rope', imgUrl: 'http://shop.test/media/test/9001.jpg', images: [] });
  expect(product.attributes.map((a) => [a.key, a.value])).toEqual([
    ['brand', ['Nivia']],
    ['size', ['M']],
  ]);
});

it('takes stock per size × colour, checks each against the product’s options, and counts none without variants', async () => {
  const shoe = {
    ...record({ title: 'Stocked Shoe', sizes: ['UK 8', 'UK 9'], colors: ['Black'] }, 9051),
    variants: [
      { size: 'UK 8', stock: 4 },
      { size: 'UK 9', color: 'Black', stock: 0 },
    ],
  };
  const wrong = {
    ...record({ title: 'Wrong Shoe', sizes: ['UK 8', 'UK 9'] }, 9052),
    variants: [{ size: 'UK 12', stock: 1 }, { stock: 2 }],
  };
  const plain = record({ title: 'Uncounted Rope' }, 9053);
  const summary = await importCatalog(t.db, readRecords(ndjson([shoe, wrong, plain])));
  expect(summary.skipped).toEqual([
    {
      record: 'record 2 (line 2)',
      reasons: [
        "variants[0].size: must be one of the product's size values (UK 8, UK 9)",
        "variants[1].size: must be one of the product's size values (UK 8, UK 9)",
      ],
    },
  ]);
  const variants = async (id: string) => ((await t.app.inject({ url: `/api/v1/products/${id}` })).json() as ProductDto).variants;
  expect(await variants(shoe.id)).toEqual([
    { size: 'UK 8', color: 'Black', available: 4 },
    { size: 'UK 9', color: 'Black', available: 0 },
  ]);
  expect(await variants(plain.id)).toBeUndefined();
  // Imported again with one variant: the product's stock is the file's.
  await importCatalog(t.db, readRecords(ndjson([{ ...shoe, variants: [{ size: 'UK 9', stock: 7 }] }])));
  expect(await variants(shoe.id)).toEqual([{ size: 'UK 9', color: 'Black', available: 7 }]);
});

it('updates by id, keys records without one by category and title, and skips a repeated id', async () => {
  const first = record({ title: 'Speed Rope', colors: ['Red'] }, 9101);
  const noId = { ...record({ title: 'Plain Cones' }, 9102), id: undefined };
  expect(await importCatalog(t.db, readRecords(ndjson([first, noId])))).toMatchObject({ inserted: 2, updated: 0 });
  const again = await importCatalog(
    t.db,
    readRecords(
      ndjson([
        { ...first, title: 'Speed Rope Pro', attributes: [{ key: 'color', value: ['Blue'] }] },
        { ...noId, regularPrice: 111 },
        { ...first, title: 'Speed Rope Twice' },
      ]),
    ),
  );
  expect(again).toMatchObject({ inserted: 0, updated: 2 });
  expect(again.skipped).toEqual([{ record: 'record 3 (line 3)', reasons: ['id: same product as record 1 (line 1)'] }]);
  const updated = (await t.app.inject({ url: `/api/v1/products/${first.id}` })).json() as ProductDto;
  expect(updated.title).toBe('Speed Rope Pro');
  expect(updated.attributes.map((a) => a.value)).toEqual([['Blue']]);
  const search = await t.app.inject({ url: '/api/v1/search?q=speed%20rope%20pro' });
  expect(search.json().data[0].id).toBe(first.id);
  expect((await list()).data.filter((p) => p.title === 'Plain Cones').map((p) => p.regularPrice)).toEqual([111]);
});

it('reads a JSON array too, and refuses a file that is not JSON as a whole', async () => {
  const records = readRecords(JSON.stringify([record({ title: 'Array One' }, 9201), record({ title: 'Array Two' }, 9202)]));
  expect(records.map((r) => r.n)).toEqual([1, 2]);
  expect(() => readRecords('[{"title": ')).toThrow(/^The file is not valid JSON/);
});

it('--replace makes the catalogue the file, while orders keep what was bought', async () => {
  const shopper = await signUp(t.app);
  const [bought] = (await list()).data.filter((p) => p.imgUrl.includes('/media/products/'));
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: shopper.headers,
    payload: { products: { [bought!.id]: 2 }, shippingAddress: ADDRESS },
  });
  expect(order.statusCode).toBe(201);
  const artwork = bought!.images[0]!.url.replace('http://shop.test', '');
  expect((await t.app.inject({ url: artwork })).statusCode).toBe(200);

  const kept = record({ title: 'Only Ladder', category: 'Training Gear' }, 9301);
  const stays = (await list()).data.find((p) => p.id !== bought!.id)!;
  // A record that names a product but fails its checks leaves that product as it was.
  const summary = await importCatalog(t.db, readRecords(ndjson([kept, { id: stays.id, title: '' }])), { replace: true });
  expect(summary).toMatchObject({ inserted: 1, updated: 0, skipped: [{ record: 'record 2 (line 2)' }] });
  expect(summary.removed).toBeGreaterThan(50);

  expect((await list()).data.map((p) => p.title).sort()).toEqual(['Only Ladder', stays.title].sort());
  expect((await t.app.inject({ url: `/api/v1/products/${bought!.id}` })).statusCode).toBe(404);
  expect((await t.app.inject({ url: artwork })).statusCode).toBe(404);
  const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
  expect(sitemap).not.toContain(bought!.id);
  expect(sitemap).toContain(kept.id);
  expect((await t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(bought!.title)}` })).json().data).toEqual([]);

  const mine = await t.app.inject({ url: '/api/v1/orders', headers: shopper.headers });
  expect(mine.json().data[0].items).toEqual([expect.objectContaining({ productId: bought!.id, productTitle: bought!.title, quantity: 2 })]);
  const tracked = await t.app.inject({ url: `/api/v1/orders/${order.json().id}?contactInfo=${encodeURIComponent(shopper.email)}` });
  expect(tracked.statusCode).toBe(200);
  // The demo catalogue does not come back at the next start.
  expect(await seed(t.db)).toEqual({ inserted: 0 });
});

describe('npm run catalog:import', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-import-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints the summary and every skipped record, and exits 2 when some were skipped', async () => {
    const file = path.join(dir, 'catalogue.ndjson');
    fs.writeFileSync(file, ndjson([record({ title: 'Command Line Mat' }, 9401), '{ nope']));
    // On PostgreSQL the command works in this file's own schema, like the rest of the test.
    const schema = (t.db as { schema?: string }).schema;
    const url = process.env.DATABASE_URL;
    const env = url
      ? { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}` }
      : { DATA_DIR: path.join(dir, 'pglite') };
    const run = promisify(execFile)(
      path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx'),
      ['server/src/modules/import/cli.ts', file],
      {
        cwd: path.join(__dirname, '..', '..'),
        env: { ...process.env, ...env },
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 2,
      stdout: expect.stringMatching(
        /^Imported .*catalogue\.ndjson in [\d.]+ s: 1 inserted, 0 updated, 1 skipped\.\nSkipped:\n {2}record 2 \(line 2\): not valid JSON\n$/,
      ),
    });
    // Its own budget: the command is a child process (npm, tsx, PGlite on disk), slow to start on a loaded machine.
  }, 120_000);
});
