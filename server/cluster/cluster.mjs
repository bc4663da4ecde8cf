/**
 * A shop on several servers, on this machine: Debian's PostgreSQL 15, N instances of the reference
 * server (pages and API) and Debian's HAProxy in front, checking each on /readyz. `npm run cluster`
 * (run.mjs) starts one for trying; the cluster checks (cluster.check.mjs) and the cluster bench
 * (bench/cluster/run.mjs) start their own. Everything lives in one temporary folder, removed at stop.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { haproxyConfig, readStats } from './haproxy.mjs';

const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
// Debian puts it in /usr/sbin, which an ordinary user's PATH may lack.
const HAPROXY = process.env.HAPROXY ?? (fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

/** HAProxy's check interval; an instance told to stop keeps serving for four of them (SHUTDOWN_DELAY_MS): two failed checks take it out. */
export const CHECK_INTERVAL_MS = 500;

export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** PostgreSQL refuses to run as root: then its cluster belongs to the postgres user (as .ci/run does it). */
const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const owned = (command, args, dir) => {
  const [file, ...rest] = [...asOwner, command];
  return run(file, [...rest, ...args], { cwd: dir });
};

async function startPostgres(dir, port) {
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data);
  if (asOwner.length) await run('chown', ['postgres:postgres', data]);
  await owned(`${PG_BIN}/initdb`, ['-D', `${data}/data`, '-U', 'storefront', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], data);
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off -c synchronous_commit=off`;
  await owned(`${PG_BIN}/pg_ctl`, ['-D', `${data}/data`, '-l', `${data}/server.log`, '-w', '-t', '60', 'start', '-o', options], data);
  await run(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'storefront', 'storefront']);
  return {
    url: `postgres://storefront@127.0.0.1:${port}/storefront`,
    stop: () => owned(`${PG_BIN}/pg_ctl`, ['-D', `${data}/data`, '-m', 'immediate', '-w', 'stop'], data).catch(() => undefined),
  };
}

/** One reference server: node with tsx's loader, one process, so a signal reaches the server itself. */
function startInstance(name, port, env, logDir) {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', log],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      fs.writeSync(log, chunk);
      out += chunk.toString();
      if (out.includes('API ready')) resolve();
    });
    void exited.then((code) => reject(new Error(`${name} exited (${code}) before it was ready; see ${logDir}/${name}.log`)));
  });
  return { name, port, url: `http://127.0.0.1:${port}`, child, exited, ready, signal: (s) => child.kill(s) };
}

async function waitFor(check, what, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the whole cluster; `stop()` ends every process and removes the folder. Ports are free
 * ones unless given (`port`: HAProxy's; `portBase`: PostgreSQL's, then each instance's after it).
 */
export async function startCluster({ instances = 3, port, portBase, env = {}, log = () => undefined } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cluster-'));
  // The postgres user must pass through to its own sub-folder.
  if (asOwner.length) fs.chmodSync(dir, 0o711);
  const ports = portBase ? Array.from({ length: instances + 1 }, (_, i) => portBase + i) : null;
  const processes = [];
  let pg;
  let haproxy;
  const stop = async () => {
    haproxy?.child.kill('SIGKILL');
    await Promise.all(
      processes.map(async (p) => {
        if (p.child.exitCode !== null || p.child.signalCode !== null) return;
        p.child.kill('SIGKILL');
        await p.exited;
      }),
    );
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    pg = await startPostgres(dir, ports?.[0] ?? (await freePort()));
    log(`PostgreSQL on ${pg.url}`);
    const front = port ?? (await freePort());
    const publicUrl = `http://127.0.0.1:${front}`;
    const app = fs.existsSync(path.join(ROOT, 'dist', 'index.html')) ? { SERVE_APP: 'dist' } : {};
    const shared = {
      DATABASE_URL: pg.url,
      // One secret for every instance: a token signed by one is read by the others.
      TOKEN_SECRET: `cluster-${Math.random().toString(36).slice(2)}${Date.now()}`,
      PUBLIC_URL: publicUrl,
      CORS_ORIGINS: publicUrl,
      TRUST_PROXY: '127.0.0.1',
      // Above HAProxy's two failed checks (fall 2): it sees /readyz fail before the port closes.
      SHUTDOWN_DELAY_MS: String(4 * CHECK_INTERVAL_MS),
      SHUTDOWN_GRACE_MS: '10000',
      LOG_LEVEL: 'warn',
      ...app,
      ...env,
    };
    const names = Array.from({ length: instances }, (_, i) => `shop${i + 1}`);
    const instancePorts = ports ? ports.slice(1) : await Promise.all(names.map(() => freePort()));
    // The first start migrates and seeds the database; the others then find it done.
    const first = startInstance(names[0], instancePorts[0], shared, dir);
    processes.push(first);
    await first.ready;
    for (let i = 1; i < instances; i++) processes.push(startInstance(names[i], instancePorts[i], shared, dir));
    await Promise.all(processes.map((p) => p.ready));
    log(`${instances} instances on ports ${instancePorts.join(', ')}${app.SERVE_APP ? ' (serving dist/)' : ' (API only: no dist/)'}`);

    const config = path.join(dir, 'haproxy.cfg');
    const socket = path.join(dir, 'haproxy.sock');
    fs.writeFileSync(config, haproxyConfig({ front, socket, servers: processes, checkIntervalMs: CHECK_INTERVAL_MS }));
    const child = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', fs.openSync(path.join(dir, 'haproxy.log'), 'a')] });
    haproxy = { child, exited: new Promise((resolve) => child.on('exit', resolve)) };
    const stats = () => readStats(socket);
    await waitFor(
      async () => (await stats()).filter((s) => s.status === 'UP').length === instances,
      'HAProxy to see every instance up',
      30_000,
    );
    return { dir, url: publicUrl, databaseUrl: pg.url, config, instances: processes, stats, env: shared, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
