#!/usr/bin/env node
/**
 * `npm run bench:cluster` — issue 31's load figures: a mix of page and API reads with 20 in flight,
 * through HAProxy to three instances (server/cluster), then against one instance directly, on the
 * same PostgreSQL. Each is run three times; the medians of req/s, p50, p95 and errors are printed
 * with the machine's load average, which says how much of its cores the bench had.
 *
 * Options:
 *   --requests=N   requests per run (2000), after a warm-up of a quarter of that
 *   --runs=N       runs per target (3)
 *   --json=FILE    also write the figures as JSON
 * CLUSTER_PORT / CLUSTER_PORT_BASE choose the ports (npm run cluster's), else free ones.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startCluster } from '../../server/cluster/cluster.mjs';
import { readingMix } from '../../server/cluster/traffic.mjs';
import { loadClient } from '../lib/load.mjs';
import { median, percentile } from '../lib/stats.mjs';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '2000' }, runs: { type: 'string', default: '3' }, json: { type: 'string' } },
});
const requests = Number(values.requests);
const runs = Number(values.runs);
const IN_FLIGHT = 20;

/** `count` requests over `urls`, 20 in flight; an answer that is not 200 (or no answer) counts as an error. */
async function measure(base, urls, count) {
  const { timed } = loadClient({ inFlight: IN_FLIGHT });
  const queue = Array.from({ length: count }, (_, i) => urls[i % urls.length]);
  const times = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let u = queue.shift(); u !== undefined; u = queue.shift()) {
        try {
          times.push(await timed(base + u));
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { reqPerSec: count / seconds, p50: percentile(times, 50), p95: percentile(times, 95), errors, load1: os.loadavg()[0] };
}

const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
const portBase = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : undefined;
const cluster = await startCluster({ port, portBase, log: (line) => console.log(line) });
const stop = async () => {
  await cluster.stop();
  process.exit(1);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const urls = await readingMix(cluster.url, !!cluster.env.SERVE_APP);
  const targets = [
    { name: `HAProxy → ${cluster.instances.length} instances`, base: cluster.url },
    { name: '1 instance, directly', base: cluster.instances[0].url },
  ];
  const figures = [];
  for (const target of targets) {
    await measure(target.base, urls, Math.ceil(requests / 4));
    const rounds = [];
    for (let r = 0; r < runs; r++) rounds.push(await measure(target.base, urls, requests));
    const pick = (key) => median(rounds.map((x) => x[key]));
    figures.push({
      target: target.name,
      reqPerSec: pick('reqPerSec'),
      p50: pick('p50'),
      p95: pick('p95'),
      errors: pick('errors'),
      load1: pick('load1'),
      rounds,
    });
  }
  console.log(
    `\n${requests} requests a run, ${IN_FLIGHT} in flight, medians of ${runs} runs; ${os.cpus().length} cores; ` +
      `mix of ${urls.length} addresses (${cluster.env.SERVE_APP ? 'pages and API' : 'API and the sitemap/robots: no dist/ built'})`,
  );
  console.log('target                        req/s    p50 ms   p95 ms   errors   load avg (1 min)');
  for (const f of figures) {
    console.log(
      `${f.target.padEnd(28)} ${f.reqPerSec.toFixed(0).padStart(6)} ${f.p50.toFixed(1).padStart(9)} ${f.p95.toFixed(1).padStart(8)} ${String(f.errors).padStart(8)} ${f.load1.toFixed(2).padStart(10)}`,
    );
  }
  if (values.json) fs.writeFileSync(values.json, JSON.stringify({ requests, runs, inFlight: IN_FLIGHT, urls, figures }, null, 2));
} finally {
  await cluster.stop();
}
