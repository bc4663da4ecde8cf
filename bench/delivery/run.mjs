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
import os from 'node:os';
import { promisify } from 'node:util';
import { benchOptions, IN_FLIGHT, loadAverage, prepare, startApi, timedRuns, withBenchDatabase, writeJson } from '../lib/apiBench.mjs';
import { localBin, root } from '../lib/processes.mjs';

const { values, databaseUrl, port, requests, runs } = await benchOptions();

/** A small seeded generator, so every run asks the same kind of mix. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

await withBenchDatabase({ databaseUrl, name: 'storefront_bench_delivery' }, async ({ env, where }) => {
  console.log(
    `bench:delivery — ${where}, ${IN_FLIGHT} in flight, ${requests} requests a run, load average ${loadAverage()} (${os.cpus().length} cores)`,
  );
  const loaded = await prepare('bench/delivery/load.ts', env);
  console.log(
    `directory: ${loaded.rows} pincodes; parse and derive ${Math.round(loaded.deriveMs)} ms, insert ${Math.round(loaded.insertMs)} ms, ` +
      `skipped at the next start in ${loaded.skipMs.toFixed(1)} ms; table ${(loaded.total / 1024).toFixed(0)} kB (heap ${(loaded.heap / 1024).toFixed(0)} kB)`,
  );

  const server = await startApi(port, env);
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
  // Run n asks the mix drawn from seed n + 1 (the warm-up, run 0, seed 1).
  const urls = (run) => {
    const next = random(run + 1);
    return Array.from({ length: requests }, () => {
      const r = next();
      const pin = pincodes[Math.floor(next() * pincodes.length)];
      if (r < 0.1) return String(900000 + Math.floor(next() * 99999)); // no 9xxxxx pincode is in the directory
      if (r < 0.2) return `${pin}?productId=${products[Math.floor(next() * products.length)]}`;
      if (r < 0.4) return `${pin}?orderValue=${Math.floor(next() * 50000)}`;
      return String(pin);
    });
  };
  const { figures, median: med } = await timedRuns({ base: `${server.url}/api/v1/delivery/`, urls, runs, statuses: [200, 404] });
  console.log(`median of ${runs}: p50 ${med.p50} ms, p95 ${med.p95} ms, ${med.perSecond} req/s`);
  writeJson(values.json, { database: where, load: loaded, runs: figures, median: med });
});
