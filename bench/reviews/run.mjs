#!/usr/bin/env node
/**
 * `npm run bench:reviews` — issue 30's reviews. Prepares a database whose product has 200
 * published reviews (bench/reviews/prepare.ts), starts the API on it and asks the product's first
 * page of reviews (`GET /products/{id}/reviews`, the summary with it) with 20 requests in flight,
 * the four sorts in turn (most helpful, the default, half of them). Prints p50/p95 and requests per
 * second of each run, their medians and the load average. Goal: p95 ≤ 30 ms.
 *
 * Options:
 *   --database-url=URL  PostgreSQL (or DATABASE_URL): works in its own database storefront_bench_reviews,
 *                       dropped and made again (needs CREATEDB); without it PGlite in a temporary folder
 *   --port=N            the API's port (BENCH_PORT, else a free one)
 *   --requests=N        requests per run (3000)
 *   --runs=N            runs (3)
 *   --page-cache-ms=N   the API's REVIEW_PAGE_CACHE_MS (default its own, 1000; 0 measures every ask reaching the database)
 *   --json=FILE         also write the figures as JSON
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { freePort, installExitHandlers, localBin, root, startServer, stopAll } from '../lib/processes.mjs';
import { benchDatabase } from '../lib/database.mjs';
import { loadClient } from '../lib/load.mjs';
import { median, percentile } from '../lib/stats.mjs';

const IN_FLIGHT = 20;
const GOAL_P95_MS = 30;
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    port: { type: 'string' },
    requests: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    'page-cache-ms': { type: 'string' },
  },
});
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? null;
const port = Number(values.port ?? process.env.BENCH_PORT ?? (await freePort()));
const requests = Number(values.requests);
const runs = Number(values.runs);

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const httpLoad = loadClient({ inFlight: IN_FLIGHT });

async function inFlight(base, urls) {
  const { times, seconds } = await httpLoad.all(base, urls);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    n: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    perSecond: Math.round(times.length / seconds),
  };
}

/** Half the asks the default (most helpful), the rest the other sorts: what a product page and its sort menu ask. */
const urls = () =>
  Array.from({ length: requests }, (_, i) => (i % 2 === 0 ? '' : `?sort=${['newest', 'highest', 'lowest'][(i >> 1) % 3]}`));

installExitHandlers();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reviews-'));
try {
  const env = databaseUrl
    ? { DATABASE_URL: await benchDatabase(databaseUrl, 'storefront_bench_reviews') }
    : { DATA_DIR: path.join(work, 'pglite') };
  const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const cache = values['page-cache-ms'] === undefined ? 'the default page cache' : `REVIEW_PAGE_CACHE_MS=${values['page-cache-ms']}`;
  console.log(
    `bench:reviews — ${where}, ${cache}, ${IN_FLIGHT} in flight, ${requests} requests a run, load average ${loadavg()} (${os.cpus().length} cores)`,
  );
  const { stdout } = await promisify(execFile)(localBin('tsx'), ['bench/reviews/prepare.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  const prepared = JSON.parse(stdout.trim().split('\n').pop());
  console.log(`product ${prepared.product}: ${prepared.reviews} published reviews (written in ${Math.round(prepared.writeMs)} ms)`);

  const server = await startServer({
    name: 'API',
    command: localBin('tsx'),
    args: ['server/src/index.ts'],
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      ...(values['page-cache-ms'] === undefined ? {} : { REVIEW_PAGE_CACHE_MS: values['page-cache-ms'] }),
    },
    port,
    readyUrl: `http://127.0.0.1:${port}/api/v1/storeInfo`,
  });
  const base = `${server.url}/api/v1/products/${prepared.product}/reviews`;
  const first = await (await fetch(base)).json();
  if (first.summary.count !== prepared.reviews || first.data.length !== 10)
    throw new Error(`unexpected first page: ${JSON.stringify(first.summary)}`);
  await inFlight(base, urls()); // warm-up
  const figures = [];
  for (let run = 1; run <= runs; run++) {
    const f = await inFlight(base, urls());
    figures.push(f);
    console.log(`run ${run}: p50 ${f.p50} ms, p95 ${f.p95} ms, ${f.perSecond} req/s (${f.n} requests)`);
  }
  const med = {
    p50: median(figures.map((f) => f.p50)),
    p95: median(figures.map((f) => f.p95)),
    perSecond: median(figures.map((f) => f.perSecond)),
  };
  const load = loadavg();
  console.log(
    `median of ${runs}: p50 ${med.p50} ms, p95 ${med.p95} ms, ${med.perSecond} req/s; goal p95 ≤ ${GOAL_P95_MS} ms ${med.p95 <= GOAL_P95_MS ? 'met' : 'MISSED'}; load average ${load}`,
  );
  if (values.json)
    fs.writeFileSync(values.json, `${JSON.stringify({ database: where, prepared, runs: figures, median: med, load }, null, 2)}\n`);
} finally {
  await stopAll();
  fs.rmSync(work, { recursive: true, force: true });
}
