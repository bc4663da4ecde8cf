#!/usr/bin/env node
/**
 * `npm run bench:orders` — what holding stock costs an order. Prepares a database with 24 products
 * whose stock is counted and a copy of each that the shop does not count (bench/orders/prepare.ts),
 * starts the API, signs up IN_FLIGHT shoppers and has them place orders (`POST /orders`, one line
 * of a random size and colour, 20 in flight, as a shop's orders spread over what it sells), in turn
 * of the counted products (each order holds its units in its transaction) and of their copies
 * (nothing held, as before stock). Prints p50/p95 and orders per second of each run, the medians
 * and the load average. Goal: p95 with stock held within 10 % of p95 without. Then the worst case
 * apart, not under the goal: every order on one variant (each waits for the one before it to
 * commit, as it must for the last pair to be sold once).
 *
 * Options:
 *   --database-url=URL  PostgreSQL (or DATABASE_URL): works in its own database storefront_bench_orders,
 *                       dropped and made again (needs CREATEDB); without it PGlite in a temporary folder
 *   --port=N            the API's port (BENCH_PORT, else a free one)
 *   --requests=N        orders per run (600)
 *   --runs=N            runs of each product, alternating (3)
 *   --json=FILE         also write the figures as JSON
 */
import os from 'node:os';
import { benchOptions, IN_FLIGHT, loadAverage, prepare, startApi, withBenchDatabase, writeJson } from '../lib/apiBench.mjs';
import { ADDRESS, post, signUpAt } from '../lib/shopper.mjs';
import { median, percentile } from '../lib/stats.mjs';

const GOAL_RATIO = 1.1;
const { values, databaseUrl, port, runs } = await benchOptions({ requests: { type: 'string', default: '600' } });
const requests = Number(values.requests);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** One line of one of the products, of a random size and colour (`hot`: always the first product's first). */
function orderOf(products, hot) {
  const product = hot ? products[0] : pick(products);
  const variant = hot ? product.variants[0] : pick(product.variants);
  const line = { productId: product.id, quantity: 1, size: variant.size || null, color: variant.color || null };
  return { products: { [product.id]: 1 }, shippingAddress: ADDRESS, lines: [line] };
}

/** `requests` orders of the products, IN_FLIGHT at once, each shopper placing one after another. */
async function orderRun(base, tokens, products, hot = false) {
  let left = requests;
  const times = [];
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      while (left > 0) {
        left -= 1;
        const answer = await post(`${base}/orders`, orderOf(products, hot), token);
        if (answer.status !== 201) throw new Error(`order: ${answer.status} ${answer.text}`);
        times.push(answer.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const round = (n) => Math.round(n * 10) / 10;
  return {
    n: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    perSecond: Math.round(times.length / seconds),
  };
}

await withBenchDatabase({ databaseUrl, name: 'storefront_bench_orders' }, async ({ env, where }) => {
  console.log(
    `bench:orders — ${where}, ${IN_FLIGHT} in flight, ${requests} orders a run, load average ${loadAverage()} (${os.cpus().length} cores)`,
  );
  const prepared = await prepare('bench/orders/prepare.ts', env);
  const server = await startApi(port, { ...env, ORDER_RATE_LIMIT_MAX: '1000000', MESSAGES_WORKER: 'off' });
  const base = `${server.url}/api/v1`;
  const tokens = await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, n) => (await signUpAt(base, `bench-orders-${n}-${Date.now()}@shoppers.example`)).token),
  );
  // A warm-up of each (code paths, connections, prepared statements).
  await orderRun(base, tokens, prepared.counted);
  await orderRun(base, tokens, prepared.uncounted);
  console.log(`${prepared.counted.length} products counted, as many not`);
  const figures = { held: [], notCounted: [], hot: [] };
  for (let n = 1; n <= runs; n++) {
    for (const [name, products] of [
      ['held', prepared.counted],
      ['notCounted', prepared.uncounted],
    ]) {
      const f = await orderRun(base, tokens, products);
      figures[name].push(f);
      console.log(`run ${n}, ${name === 'held' ? 'stock held' : 'not counted'}: p50 ${f.p50} ms, p95 ${f.p95} ms, ${f.perSecond} orders/s`);
    }
  }
  const med = (list) => ({
    p50: median(list.map((f) => f.p50)),
    p95: median(list.map((f) => f.p95)),
    perSecond: median(list.map((f) => f.perSecond)),
  });
  const held = med(figures.held);
  const notCounted = med(figures.notCounted);
  const ratio = Math.round((held.p95 / notCounted.p95) * 100) / 100;
  for (let n = 1; n <= runs; n++) {
    const f = await orderRun(base, tokens, prepared.counted, true);
    figures.hot.push(f);
    console.log(`run ${n}, one variant for all: p50 ${f.p50} ms, p95 ${f.p95} ms, ${f.perSecond} orders/s`);
  }
  const hot = med(figures.hot);
  const load = loadAverage();
  console.log(`worst case, every order on one variant: p95 ${hot.p95} ms (p50 ${hot.p50}, ${hot.perSecond}/s)`);
  console.log(
    `median of ${runs}: stock held p95 ${held.p95} ms (p50 ${held.p50}, ${held.perSecond}/s), not counted p95 ${notCounted.p95} ms (p50 ${notCounted.p50}, ${notCounted.perSecond}/s); ratio ${ratio}, goal ≤ ${GOAL_RATIO} ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'}; load average ${load}`,
  );
  writeJson(values.json, {
    database: where,
    products: prepared.counted.length,
    runs: figures,
    median: { held, notCounted, hot },
    ratio,
    load,
  });
});
