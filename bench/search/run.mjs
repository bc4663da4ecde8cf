#!/usr/bin/env node
/**
 * `npm run bench:search` — issue 20's search benchmark. Generates a catalogue of N products
 * (bench/search/catalog.mjs), loads it with `catalog:import --replace` into a fresh database,
 * starts the API on it and prints: import time; p50/p95 of /search, /search/suggest and /products,
 * one request at a time and with 10 in flight; and relevance on the judged queries
 * (bench/search/judged.json): success@5 and MRR (first relevant result within the top 10); and
 * precision@5 of the intent queries (judged-intent.json: prices, genders, sizes, colours, brands)
 * and of the type queries (judged-types.json), with their zero-result queries and misses.
 *
 * Options:
 *   --products=N        catalogue size (20000)
 *   --database-url=URL  PostgreSQL (or DATABASE_URL): the bench works in its own database,
 *                       storefront_bench_search_N, dropped and made again (needs CREATEDB)
 *   --port=N            the API's port (BENCH_PORT, else a free one)
 *   --json=FILE         also write the figures as JSON
 *   --data-dir=DIR      PGlite: keep the database in DIR (kept after the run) instead of a temporary folder
 *   --skip-import       measure the database as it is (a DIR or bench database imported by an earlier run)
 * Without a database URL it runs on PGlite in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, installExitHandlers, localBin, startServer, stopAll, root } from '../lib/processes.mjs';
import { generateCatalog } from './catalog.mjs';
import { freshDatabase, importFile } from './database.mjs';
import { answers, PRECISION_SETS, precisionSets } from './judge.mjs';
import { measure, precision, relevance } from './measure.mjs';
import { LISTINGS, workload } from './workload.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    'database-url': { type: 'string' },
    port: { type: 'string' },
    json: { type: 'string' },
    'data-dir': { type: 'string' },
    'skip-import': { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 100) throw new Error('--products must be a whole number ≥ 100');
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? null;
const port = Number(values.port ?? process.env.BENCH_PORT ?? (await freePort()));

installExitHandlers();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
try {
  const skip = values['skip-import'];
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : path.join(work, 'pglite');
  const env = databaseUrl ? { DATABASE_URL: await freshDatabase(databaseUrl, { keep: skip, products }) } : { DATA_DIR: dataDir };
  const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `bench:search — ${products.toLocaleString('en-IN')} products on ${where}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  let imported = null;
  if (skip) console.log('import: skipped (--skip-import), measuring the database as it is');
  else {
    const file = path.join(work, `catalog-${products}.ndjson`);
    const out = fs.createWriteStream(file);
    for (const line of generateCatalog(products)) if (!out.write(`${line}\n`)) await new Promise((r) => out.once('drain', r));
    await new Promise((r) => out.end(r));
    imported = await importFile(file, env);
    console.log(`import: ${imported.seconds.toFixed(1)} s (${imported.summary}); whole command ${imported.wall.toFixed(1)} s`);
  }

  const server = await startServer({
    name: 'API',
    command: localBin('tsx'),
    args: ['server/src/index.ts'],
    env: { ...env, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
    port,
    readyUrl: `http://127.0.0.1:${port}/api/v1/storeInfo`,
  });
  const base = `${server.url}/api/v1`;
  const judged = JSON.parse(fs.readFileSync(path.join(root, 'bench/search/judged.json'), 'utf8')).queries;
  const loads = workload(judged);
  const figures = { products, database: where, import: imported, latency: {}, relevance: null, precision: {} };
  // /products keeps its listing URLs: the new pass asks them again with another page size.
  const otherLimit = (u) => {
    const [path, query = ''] = u.split('?');
    const params = new URLSearchParams(query);
    params.set('limit', String(Number(params.get('limit') ?? 12) - 1));
    return `${path}?${params}`;
  };
  loads['/products'] = { sequential: LISTINGS, concurrent: LISTINGS.map(otherLimit) };
  console.log(
    'p50 / p95 in ms (requests): new = never asked before, one at a time and 10 in flight; repeat = all asked again, 10 in flight',
  );
  for (const [name, urls] of Object.entries(loads)) {
    figures.latency[name] = await measure(base, urls);
    const { sequential: s, concurrent: c, repeat: r } = figures.latency[name];
    console.log(
      `${name.padEnd(16)} new ${s.p50} / ${s.p95} (${s.n}); new, 10 in flight ${c.p50} / ${c.p95} (${c.n}); repeat, 10 in flight ${r.p50} / ${r.p95} (${r.n})`,
    );
  }
  figures.relevance = await relevance(base, judged);
  const r = figures.relevance;
  console.log(`relevance on ${r.queries} judged queries: success@5 ${r.successAt5.toFixed(3)}, MRR ${r.mrr.toFixed(3)}`);
  for (const miss of r.misses)
    console.log(`  not first: "${miss.q}" (first relevant at ${miss.rank ?? '> 10'}; top: ${miss.top.join(' | ')})`);
  // Relevance is judged on the products' own fields; the catalogue (drawn again, same seed) says how many answer each query.
  for (const [name, queries] of Object.entries(answers(products, precisionSets()))) {
    const p = (figures.precision[name] = await precision(base, queries));
    const left = p.unanswerable.length ? ` (${p.unanswerable.length} left out: no product answers them at this size)` : '';
    console.log(
      `precision@5 on ${p.measured} ${name} queries (${PRECISION_SETS[name]}): ${p.precisionAt5?.toFixed(3) ?? '-'}; zero results ${p.zero.length}${left}`,
    );
    for (const miss of p.misses) {
      const top = miss.top.map((t) => `${t.relevant ? '✓' : '✗'} ${t.type} ₹${t.price} ${t.gender ?? '-'}`).join(' | ');
      console.log(`  ${miss.precision.toFixed(2)} "${miss.q}" (${miss.results} results, ${miss.inCatalogue} in catalogue): ${top || '-'}`);
    }
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (a shared machine: figures vary from run to run)`,
  );
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await stopAll();
  fs.rmSync(work, { recursive: true, force: true });
}
