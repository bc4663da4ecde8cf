/**
 * Issue 31's "Done when", on a real cluster (cluster.mjs: PostgreSQL, three instances, HAProxy),
 * loopback only: `node --test server/cluster/cluster.check.mjs` (npm run test:cluster; CI's
 * "Cluster tests" step). Not a jest file: it needs Debian's postgres and haproxy binaries.
 * The checks share one cluster and run in order: the limits and the import on three instances,
 * then one stopped by SIGTERM, then one killed.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { CHECK_INTERVAL_MS, ROOT, startCluster } from './cluster.mjs';
import { keepLoading, readingMix, request } from './traffic.mjs';

const portBase = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : undefined;
const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
let cluster;
let urls;
const json = (res) => JSON.parse(res.body.toString());
const post = (url, payload, headers = {}) =>
  request(cluster.url, url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) });
const failed = (outcomes) => outcomes.filter((o) => typeof o.status !== 'number' || o.status >= 500);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

before(
  async () => {
    cluster = await startCluster({ port, portBase, log: (line) => console.log(`# ${line}`) });
    urls = await readingMix(cluster.url, !!cluster.env.SERVE_APP);
  },
  { timeout: 180_000 },
);
after(() => cluster?.stop());

test('six wrong passwords for one e-mail across three instances: the sixth is throttled', { timeout: 60_000 }, async () => {
  const email = `cluster-${Date.now()}@example.com`;
  assert.equal((await post('/api/v1/users/register', { email, password: 'secret123', firstName: 'Asha', lastName: 'Verma' })).status, 201);
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await post('/api/v1/users/authorize', { email, password: `guess-${i}` }));
  assert.deepEqual(
    answers.map((a) => a.status),
    [401, 401, 401, 401, 401, 429],
  );
  assert.equal(new Set(answers.map((a) => a.instance)).size, 3, 'the guesses reached every instance');
  assert.match(json(answers[5]).error, /^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/);
});

test('the per-client request budget (RATE_LIMIT_MAX a minute) is one budget across the instances', { timeout: 60_000 }, async () => {
  // A client of its own: HAProxy adds the address it saw, the instances trust it (TRUST_PROXY).
  const client = { 'x-forwarded-for': '192.0.2.31' };
  const max = Number(cluster.env.RATE_LIMIT_MAX ?? 20);
  const answers = [];
  for (let i = 0; i <= max; i++)
    answers.push(await post('/api/v1/users/authorize', { email: `nobody${i}@example.com`, password: 'x' }, client));
  assert.deepEqual(
    answers.map((a) => a.status),
    [...Array(max).fill(401), 429],
  );
  assert.equal(new Set(answers.map((a) => a.instance)).size, 3);
  assert.equal(
    (await post('/api/v1/users/authorize', { email: 'nobody@example.com', password: 'x' }, { 'x-forwarded-for': '192.0.2.32' })).status,
    401,
  );
});

/** NDJSON of `n` products newer than any other, so a newest-first list of 2n shows all of them or none. */
function newProducts(n) {
  return Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      id: `00000000-0000-4000-8000-0000000031${String(i).padStart(2, '0')}`,
      title: `Cluster Test Skipping Rope ${i + 1}`,
      description: 'Imported while the cluster serves.',
      imgUrl: '/media/test/1.jpg',
      images: [],
      category: 'Sports Equipment',
      parentCategory: null,
      gender: null,
      regularPrice: 499,
      discountedPrice: null,
      createdAt: '2030-01-01T00:00:00.000Z',
      attributes: [],
    }),
  ).join('\n');
}

test('a catalogue import while the cluster serves: every instance answers it within 2 s, none mixes', { timeout: 90_000 }, async () => {
  const n = 12;
  const newest = `/api/v1/search?limit=${2 * n}`;
  const before = json(await request(cluster.instances[0].url, newest)).pagination.total;
  const file = path.join(cluster.dir, 'import.ndjson');
  fs.writeFileSync(file, newProducts(n));
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const version = async () => (await db.query(`SELECT value FROM settings WHERE key = 'catalog_version'`)).rows[0]?.value;
  const oldVersion = await version();
  const load = keepLoading(cluster.url, urls, 10);
  // Each instance asked directly, over and over: what it answers, and when.
  let watching = true;
  const seen = cluster.instances.map(() => []);
  const watchers = cluster.instances.map(async (instance, i) => {
    while (watching) {
      const res = await request(instance.url, newest);
      const body = json(res);
      seen[i].push({
        at: res.ended,
        asked: res.started,
        fresh: body.data.filter((p) => p.title.startsWith('Cluster Test ')).length,
        total: body.pagination.total,
      });
    }
  });
  let committedAt;
  const committed = (async () => {
    while ((await version()) === oldVersion) await sleep(10);
    committedAt = performance.now();
  })();
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/modules/import/cli.ts', file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
  });
  await Promise.all([run, committed]);
  const everywhere = () => seen.every((answers) => answers.some((a) => a.at > committedAt && a.fresh === n));
  const deadline = performance.now() + 5000;
  while (!everywhere() && performance.now() < deadline) await sleep(20);
  watching = false;
  await Promise.all(watchers);
  await db.end();
  const outcomes = await load.stop();

  assert.deepEqual(failed(outcomes), []);
  seen.forEach((answers, i) => {
    const name = cluster.instances[i].name;
    const first = answers.find((a) => a.fresh === n);
    assert.ok(first, `${name} never answered the new catalogue`);
    // How long after the commit a request could still get the old catalogue: when it was asked, not
    // answered (an answer's own time on a loaded machine is not staleness).
    const stale = Math.max(0, ...answers.filter((a) => a.fresh === 0).map((a) => a.asked - committedAt));
    console.log(
      `# ${name}: the old catalogue to requests made up to ${Math.round(stale)} ms after the import's commit; ` +
        `the new one first answered ${Math.round(first.at - committedAt)} ms after it`,
    );
    assert.ok(stale <= 2000, `${name} answered the old catalogue to a request made ${Math.round(stale)} ms after the import`);
    for (const a of answers) {
      assert.ok(a.fresh === 0 || a.fresh === n, `${name} mixed: ${a.fresh} of ${n} new products in one answer`);
      assert.equal(a.total, a.fresh ? before + n : before, `${name}: the list and its total from different catalogues`);
    }
  });
});

test('an instance stopped with SIGTERM under 20 requests in flight: no request fails', { timeout: 90_000 }, async () => {
  const leaving = cluster.instances[1];
  const load = keepLoading(cluster.url, urls, 20);
  await load.after(300);
  const signalled = performance.now();
  leaving.signal('SIGTERM');
  assert.equal(await leaving.exited, 0);
  const exitedAt = performance.now();
  const total = load.done.length;
  await load.after(total + 300);
  const outcomes = await load.stop();
  console.log(
    `# ${outcomes.length} requests, ${failed(outcomes).length} failed; ${leaving.name} exited ${Math.round(exitedAt - signalled)} ms after SIGTERM`,
  );
  assert.deepEqual(
    failed(outcomes).map((o) => `${o.status} ${o.url}`),
    [],
  );
  assert.ok(outcomes.some((o) => o.instance === leaving.name && o.started < signalled));
  assert.ok(!outcomes.some((o) => o.instance === leaving.name && o.started > exitedAt));
});

test(
  'an instance killed (SIGKILL): only its requests in flight may fail, HAProxy drops it within its check interval, a keyed order is made once',
  { timeout: 90_000 },
  async () => {
    const email = `orders-${Date.now()}@example.com`;
    await post('/api/v1/users/register', { email, password: 'secret123', firstName: 'Asha', lastName: 'Verma' });
    const token = json(await post('/api/v1/users/authorize', { email, password: 'secret123' })).token;
    const auth = { authorization: `Bearer ${token}` };
    const productId = json(await request(cluster.url, '/api/v1/products?limit=1')).data[0].id;
    const order = JSON.stringify({
      products: { [productId]: 1 },
      shippingAddress: {
        fullName: 'Asha Verma',
        address: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        phone: '+91 98765 43210',
      },
    });
    const key = { 'idempotency-key': `cluster-order-${Date.now()}`, 'content-type': 'application/json', ...auth };

    // The order's request reaches an instance, its body only half sent: that instance is the one killed.
    const http = await import('node:http');
    const held = http.request(`${cluster.url}/api/v1/orders`, {
      method: 'POST',
      agent: false,
      headers: { ...key, 'content-length': Buffer.byteLength(order) },
    });
    const heldAnswer = new Promise((resolve) => {
      held.on('response', (res) => (res.resume(), resolve(res.statusCode)));
      held.on('error', (err) => resolve(err.code));
    });
    held.write(order.slice(0, 10));
    let holder;
    while (!holder) holder = (await cluster.stats()).find((s) => s.current > 0 && s.status === 'UP');
    const victim = cluster.instances.find((i) => i.name === holder.name);

    const load = keepLoading(cluster.url, urls, 20);
    await load.after(300);
    const killedAt = performance.now();
    victim.signal('SIGKILL');
    while ((await cluster.stats()).find((s) => s.name === victim.name).status === 'UP') await sleep(5);
    const downAt = performance.now();
    held.end(order.slice(10));
    const orderFailed = await heldAnswer;
    const total = load.done.length;
    await load.after(total + 300);
    const outcomes = await load.stop();
    const lost = failed(outcomes);
    console.log(
      `# ${victim.name} killed: HAProxy took it out after ${Math.round(downAt - killedAt)} ms (checks every ${CHECK_INTERVAL_MS} ms); ` +
        `${outcomes.length} requests, ${lost.length} failed; the held order got ${orderFailed}`,
    );
    assert.ok(
      downAt - killedAt <= 2 * CHECK_INTERVAL_MS,
      `HAProxy still sent to ${victim.name} ${Math.round(downAt - killedAt)} ms after it died`,
    );
    assert.ok(lost.length <= 20);
    for (const o of lost) assert.ok(o.started < killedAt, `${o.url} started after the kill and failed (${o.status})`);
    assert.ok(!outcomes.some((o) => o.instance === victim.name && o.started > downAt));

    // The client saw its order fail and sends it again, same key: one order, whatever the instance.
    assert.notEqual(orderFailed, 201);
    const again = await request(cluster.url, '/api/v1/orders', { method: 'POST', headers: key, body: order });
    assert.equal(again.status, 201, again.body.toString());
    const replay = await request(cluster.url, '/api/v1/orders', { method: 'POST', headers: key, body: order });
    assert.equal(replay.status, 201);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.equal(json(replay).id, json(again).id);
    const orders = json(await request(cluster.url, '/api/v1/orders', { headers: auth })).data;
    assert.equal(orders.length, 1);
  },
);
