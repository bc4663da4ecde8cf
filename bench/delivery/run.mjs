#!/usr/bin/env node
/**
 * `npm run bench:delivery` — issue 29's delivery check. Times the pincode directory's load
 * (bench/delivery/load.ts: parse and derive, insert, the skip at a later start, table size), then
 * starts the API and asks `GET /delivery/{pincode}` with 20 requests in flight: pincodes drawn from
 * the directory (a fifth with an order value, a tenth with a product) and a tenth India Post does
 * not know (404). Prints p50/p95 and requests per second of each run and their medians.
 *
 * Options:
 *   --database-url=URL  PostgreSQL (or DATABASE_URL): works in its own database storefront_bench_delivery,
 *                       dropped and made again (needs CREATEDB); without it PGlite in a temporary folder
 *   --port=N            the API's port (BENCH_PORT, else a free one)
 *   --requests=N        requests per run (3000)
 *   --runs=N            runs (3)
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
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    port: { type: 'string' },
    requests: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? null;
const port = Number(values.port ?? process.env.BENCH_PORT ?? (await freePort()));
const requests = Number(values.requests);
const runs = Number(values.runs);

/** A small seeded generator, so every run asks the same kind of mix. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const httpLoad = loadClient({ inFlight: IN_FLIGHT, statuses: [200, 404] });

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

installExitHandlers();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-delivery-'));
try {
  const env = databaseUrl
    ? { DATABASE_URL: await benchDatabase(databaseUrl, 'storefront_bench_delivery') }
    : { DATA_DIR: path.join(work, 'pglite') };
  const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `bench:delivery — ${where}, ${IN_FLIGHT} in flight, ${requests} requests a run, load average ${load} (${os.cpus().length} cores)`,
  );

  const { stdout } = await promisify(execFile)(localBin('tsx'), ['bench/delivery/load.ts'], { cwd: root, env: { ...process.env, ...env } });
  const loaded = JSON.parse(stdout.trim().split('\n').pop());
  console.log(
    `directory: ${loaded.rows} pincodes; parse and derive ${Math.round(loaded.deriveMs)} ms, insert ${Math.round(loaded.insertMs)} ms, ` +
      `skipped at the next start in ${loaded.skipMs.toFixed(1)} ms; table ${(loaded.total / 1024).toFixed(0)} kB (heap ${(loaded.heap / 1024).toFixed(0)} kB)`,
  );

  const server = await startServer({
    name: 'API',
    command: localBin('tsx'),
    args: ['server/src/index.ts'],
    env: { ...env, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
    port,
    readyUrl: `http://127.0.0.1:${port}/api/v1/storeInfo`,
  });
  const base = `${server.url}/api/v1/delivery/`;
  const products = (await (await fetch(`${server.url}/api/v1/products?limit=20`)).json()).data.map((p) => p.id);
  const pincodes = JSON.parse(
    (
      await promisify(execFile)(
        localBin('tsx'),
        ['-e', "console.log(JSON.stringify(require('./server/src/modules/delivery/seed').directoryRows().pincode))"],
        { cwd: root, maxBuffer: 1 << 24 },
      )
    ).stdout,
  );
  const urls = (seed) => {
    const next = random(seed);
    return Array.from({ length: requests }, () => {
      const r = next();
      const pin = pincodes[Math.floor(next() * pincodes.length)];
      if (r < 0.1) return String(900000 + Math.floor(next() * 99999)); // no 9xxxxx pincode is in the directory
      if (r < 0.2) return `${pin}?productId=${products[Math.floor(next() * products.length)]}`;
      if (r < 0.4) return `${pin}?orderValue=${Math.floor(next() * 50000)}`;
      return String(pin);
    });
  };
  // Warm-up: code paths, connections, prepared statements, and the catalogue copy built at start.
  await inFlight(base, urls(1));
  const figures = [];
  for (let run = 1; run <= runs; run++) {
    const f = await inFlight(base, urls(run + 1));
    figures.push(f);
    console.log(`run ${run}: p50 ${f.p50} ms, p95 ${f.p95} ms, ${f.perSecond} req/s (${f.n} requests)`);
  }
  const med = {
    p50: median(figures.map((f) => f.p50)),
    p95: median(figures.map((f) => f.p95)),
    perSecond: median(figures.map((f) => f.perSecond)),
  };
  console.log(`median of ${runs}: p50 ${med.p50} ms, p95 ${med.p95} ms, ${med.perSecond} req/s`);
  if (values.json)
    fs.writeFileSync(values.json, `${JSON.stringify({ database: where, load: loaded, runs: figures, median: med }, null, 2)}\n`);
} finally {
  await stopAll();
  fs.rmSync(work, { recursive: true, force: true });
}
