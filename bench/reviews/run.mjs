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
import os from 'node:os';
import { benchOptions, IN_FLIGHT, loadAverage, prepare, startApi, timedRuns, withBenchDatabase, writeJson } from '../lib/apiBench.mjs';

const GOAL_P95_MS = 30;
const { values, databaseUrl, port, requests, runs } = await benchOptions({ 'page-cache-ms': { type: 'string' } });

/** Half the asks the default (most helpful), the rest the other sorts: what a product page and its sort menu ask. */
const urls = () =>
  Array.from({ length: requests }, (_, i) => (i % 2 === 0 ? '' : `?sort=${['newest', 'highest', 'lowest'][(i >> 1) % 3]}`));

await withBenchDatabase({ databaseUrl, name: 'storefront_bench_reviews' }, async ({ env, where }) => {
  const cache = values['page-cache-ms'] === undefined ? 'the default page cache' : `REVIEW_PAGE_CACHE_MS=${values['page-cache-ms']}`;
  console.log(
    `bench:reviews — ${where}, ${cache}, ${IN_FLIGHT} in flight, ${requests} requests a run, load average ${loadAverage()} (${os.cpus().length} cores)`,
  );
  const prepared = await prepare('bench/reviews/prepare.ts', env);
  console.log(`product ${prepared.product}: ${prepared.reviews} published reviews (written in ${Math.round(prepared.writeMs)} ms)`);

  const server = await startApi(port, {
    ...env,
    ...(values['page-cache-ms'] === undefined ? {} : { REVIEW_PAGE_CACHE_MS: values['page-cache-ms'] }),
  });
  const base = `${server.url}/api/v1/products/${prepared.product}/reviews`;
  const first = await (await fetch(base)).json();
  if (first.summary.count !== prepared.reviews || first.data.length !== 10)
    throw new Error(`unexpected first page: ${JSON.stringify(first.summary)}`);
  const { figures, median: med } = await timedRuns({ base, urls, runs, statuses: [200] });
  const load = loadAverage();
  console.log(
    `median of ${runs}: p50 ${med.p50} ms, p95 ${med.p95} ms, ${med.perSecond} req/s; goal p95 ≤ ${GOAL_P95_MS} ms ${med.p95 <= GOAL_P95_MS ? 'met' : 'MISSED'}; load average ${load}`,
  );
  writeJson(values.json, { database: where, prepared, runs: figures, median: med, load });
});
