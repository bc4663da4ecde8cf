/**
 * bench:messages's PostgreSQL: three instances need one database they all reach, which PGlite
 * cannot be. A database of its own on the cluster of --database-url when given, else a throw-away
 * PostgreSQL 15 cluster in a temporary folder (as .ci/run's server tests on PostgreSQL make one),
 * removed when the bench stops, whatever happens.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchDatabase } from '../lib/database.mjs';
import { freePort, portInUse, track } from '../lib/processes.mjs';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PORT = 55421;
// PostgreSQL refuses to run as root: then its cluster belongs to the postgres user.
const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const owned = (command, args, cwd) => {
  const [file, ...rest] = [...asOwner, command];
  return run(file, [...rest, ...args], { cwd });
};

async function throwAwayCluster() {
  if (!fs.existsSync(`${PG_BIN}/initdb`)) {
    throw new Error(`no PostgreSQL 15 at ${PG_BIN} (apt-get install postgresql-15, or give --database-url)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-messages-pg-'));
  const data = path.join(dir, 'data');
  const stop = async () => {
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
      await owned(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop'], dir).catch(() => undefined);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Registered before initdb, so a failure half-way still removes the folder; the last resort (an
  // exit that skipped the normal path) must be synchronous, and stop the server before its folder goes.
  const kill = () => {
    try {
      const [file, ...rest] = [...asOwner, `${PG_BIN}/pg_ctl`];
      execFileSync(file, [...rest, '-D', data, '-m', 'immediate', '-w', 'stop'], { cwd: dir, stdio: 'ignore' });
    } catch {
      // not started
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  track('PostgreSQL', stop, kill);
  if (asOwner.length) await run('chown', ['postgres:postgres', dir]);
  // Run from the cluster's folder: the postgres user may not be allowed into the checkout.
  await owned(`${PG_BIN}/initdb`, ['-D', data, '-U', 'storefront', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], dir);
  const port = (await portInUse(PORT)) ? await freePort() : PORT;
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await owned(`${PG_BIN}/pg_ctl`, ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start', '-o', options], dir);
  await run(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'storefront', 'storefront']);
  return `postgres://storefront@127.0.0.1:${port}/storefront`;
}

/** The URL of the bench's database: `storefront_bench_messages` on the given cluster, else one of its own. */
export async function benchPostgres(databaseUrl) {
  if (databaseUrl) return { url: await benchDatabase(databaseUrl, 'storefront_bench_messages'), where: 'PostgreSQL (given)' };
  return { url: await throwAwayCluster(), where: 'PostgreSQL 15 (throw-away cluster)' };
}
