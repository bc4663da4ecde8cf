#!/usr/bin/env node
/**
 * `npm run bench:quote` — what pricing a cart with its offers costs. Starts the API on a fresh
 * database (its seed: the demo catalogue and the demo offers), then asks `POST /cart/quote` with
 * IN_FLIGHT (20) in flight, carts of 1 to 5 lines of the seeded products in random quantities, in
 * turn as a visitor without a code, a visitor typing a code, and a signed-in shopper typing one (the
 * account's orders and uses read too). Prints p50/p95 and quotes per second of each run, each kind's
 * p95, the medians and the load average. Goal: p95 ≤ 30 ms.
 *
 * Options:
 *   --database-url=URL  PostgreSQL (or DATABASE_URL): works in its own database storefront_bench_quote,
 *                       dropped and made again (needs CREATEDB); without it PGlite in a temporary folder
 *   --port=N            the API's port (BENCH_PORT, else a free one)
 *   --requests=N        quotes per run (3000)
 *   --runs=N            runs (3)
 *   --json=FILE         also write the figures as JSON
 */
import os from 'node:os';
import { benchOptions, IN_FLIGHT, loadAverage, startApi, withBenchDatabase, writeJson } from '../lib/apiBench.mjs';
import { post, signUpAt } from '../lib/shopper.mjs';
import { median, percentile } from '../lib/stats.mjs';

const GOAL_P95_MS = 30;
const CODES = ['RUN10', 'FIRST15', 'WELCOME', 'YOGA20', 'EXPIRED'];
const KINDS = ['visitor', 'visitor with a code', 'signed in with a code'];
const { databaseUrl, port, requests, runs, values } = await benchOptions();
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const round = (n) => Math.round(n * 10) / 10;

function cartOf(products, kind) {
  const lines = Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => ({
    productId: pick(products),
    quantity: 1 + Math.floor(Math.random() * 3),
  }));
  return kind === 0 ? { lines } : { lines, coupon: pick(CODES) };
}

/** `requests` quotes, IN_FLIGHT at once, the kinds in turn: each one's time by kind. */
async function quoteRun(base, products, tokens) {
  let n = 0;
  const times = KINDS.map(() => []);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, worker) => {
      while (n < requests) {
        const kind = n++ % KINDS.length;
        const answer = await post(`${base}/cart/quote`, cartOf(products, kind), kind === 2 ? tokens[worker] : undefined);
        if (answer.status !== 200) throw new Error(`quote: ${answer.status} ${answer.text}`);
        times[kind].push(answer.ms);
      }
    }),
  );
  const all = times.flat();
  return {
    n: all.length,
    p50: round(percentile(all, 50)),
    p95: round(percentile(all, 95)),
    perSecond: Math.round(all.length / ((performance.now() - started) / 1000)),
    byKind: Object.fromEntries(KINDS.map((k, i) => [k, round(percentile(times[i], 95))])),
  };
}

await withBenchDatabase({ databaseUrl, name: 'storefront_bench_quote' }, async ({ env, where }) => {
  console.log(
    `bench:quote — ${where}, ${IN_FLIGHT} in flight, ${requests} quotes a run, load average ${loadAverage()} (${os.cpus().length} cores)`,
  );
  const server = await startApi(port, { ...env, MESSAGES_WORKER: 'off' });
  const base = `${server.url}/api/v1`;
  const listed = await (await fetch(`${base}/products?limit=48`)).json();
  const products = listed.data.map((p) => p.id);
  const tokens = await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, n) => (await signUpAt(base, `bench-quote-${n}-${Date.now()}@shoppers.example`)).token),
  );
  // A warm-up (code paths, connections, prepared statements).
  await quoteRun(base, products, tokens);
  const figures = [];
  for (let n = 1; n <= runs; n++) {
    const f = await quoteRun(base, products, tokens);
    figures.push(f);
    const kinds = Object.entries(f.byKind)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(`run ${n}: p50 ${f.p50} ms, p95 ${f.p95} ms, ${f.perSecond} quotes/s (p95 by kind: ${kinds} ms)`);
  }
  const med = {
    p50: median(figures.map((f) => f.p50)),
    p95: median(figures.map((f) => f.p95)),
    perSecond: median(figures.map((f) => f.perSecond)),
  };
  const load = loadAverage();
  const met = med.p95 <= GOAL_P95_MS ? 'met' : 'MISSED';
  console.log(
    `median of ${runs}: p95 ${med.p95} ms (p50 ${med.p50}, ${med.perSecond} quotes/s); goal ≤ ${GOAL_P95_MS} ms ${met}; load average ${load}`,
  );
  writeJson(values.json, { database: where, runs: figures, median: med, load });
});
