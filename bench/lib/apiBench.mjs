/**
 * What the API benches (bench:delivery, bench:reviews) share: their options, their database
 * (PostgreSQL in a database of their own, or PGlite in a temporary folder), a tsx script run before
 * the API starts, the API itself, and the timed runs: a warm-up, then `runs` runs of `requests`
 * GETs with IN_FLIGHT in flight, each printed, and their medians.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { benchDatabase } from './database.mjs';
import { loadClient } from './load.mjs';
import { freePort, installExitHandlers, localBin, root, startServer, stopAll } from './processes.mjs';
import { median, percentile } from './stats.mjs';

export const IN_FLIGHT = 20;

/** The load average and the cores, as the benches print them. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * The options every API bench takes (--database-url, --port, --requests, --runs, --json) and its
 * own (`own`, parseArgs's form), read from the command line.
 */
export async function benchOptions(own = {}) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      port: { type: 'string' },
      requests: { type: 'string', default: '3000' },
      runs: { type: 'string', default: '3' },
      json: { type: 'string' },
      ...own,
    },
  });
  return {
    values,
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL ?? null,
    port: Number(values.port ?? process.env.BENCH_PORT ?? (await freePort())),
    requests: Number(values.requests),
    runs: Number(values.runs),
  };
}

/**
 * Runs `bench` with its database ready: `env` is what the API and the preparing script are started
 * with, `where` names the database. The database `name` (PostgreSQL) is dropped and made again;
 * PGlite lives in a temporary folder. Every process started is stopped at the end, whatever happens.
 */
export async function withBenchDatabase({ databaseUrl, name }, bench) {
  installExitHandlers();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  try {
    const env = databaseUrl ? { DATABASE_URL: await benchDatabase(databaseUrl, name) } : { DATA_DIR: path.join(work, 'pglite') };
    return await bench({ env, where: databaseUrl ? 'PostgreSQL' : 'PGlite' });
  } finally {
    await stopAll();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** A tsx script of the bench's run before the API starts (PGlite serves one process); its last line of output, as JSON. */
export async function prepare(script, env) {
  const { stdout } = await promisify(execFile)(localBin('tsx'), [script], { cwd: root, env: { ...process.env, ...env } });
  return JSON.parse(stdout.trim().split('\n').pop());
}

/** The reference API on `port`, on the bench's database, with logs quiet and the per-client budget out of the way. */
export function startApi(port, env) {
  return startServer({
    name: 'API',
    command: localBin('tsx'),
    args: ['server/src/index.ts'],
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', ...env },
    port,
    readyUrl: `http://127.0.0.1:${port}/api/v1/storeInfo`,
  });
}

/**
 * A warm-up (code paths, connections, prepared statements), then `runs` runs of `urls(run)` under
 * `base` with IN_FLIGHT in flight; prints each run and the medians. Statuses other than `statuses`
 * fail the run.
 */
export async function timedRuns({ base, urls, runs, statuses }) {
  const httpLoad = loadClient({ inFlight: IN_FLIGHT, statuses });
  const run = async (list) => {
    const { times, seconds } = await httpLoad.all(base, list);
    const round = (n) => Math.round(n * 10) / 10;
    return {
      n: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      perSecond: Math.round(times.length / seconds),
    };
  };
  await run(urls(0));
  const figures = [];
  for (let n = 1; n <= runs; n++) {
    const f = await run(urls(n));
    figures.push(f);
    console.log(`run ${n}: p50 ${f.p50} ms, p95 ${f.p95} ms, ${f.perSecond} req/s (${f.n} requests)`);
  }
  const med = {
    p50: median(figures.map((f) => f.p50)),
    p95: median(figures.map((f) => f.p95)),
    perSecond: median(figures.map((f) => f.perSecond)),
  };
  return { figures, median: med };
}

/** The figures as JSON, when --json asked for them. */
export function writeJson(file, figures) {
  if (file) fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}
