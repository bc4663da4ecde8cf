/**
 * Everything the bench starts (servers, browsers) is registered here and stopped on the way out —
 * on success, on a thrown error, on Ctrl-C or SIGTERM — so no run leaves a server on its port or a
 * Chromium behind.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @type {Array<{ name: string, stop: () => Promise<void>, kill: () => void }>} */
const running = [];

/** Registers something to stop: `stop` may be async (normal exit), `kill` must be synchronous (last resort). */
export function track(name, stop, kill = () => {}) {
  const entry = { name, stop, kill };
  running.push(entry);
  return async () => {
    const index = running.indexOf(entry);
    if (index >= 0) running.splice(index, 1);
    await stop();
  };
}

export async function stopAll() {
  while (running.length > 0) {
    const entry = running.pop();
    try {
      await entry.stop();
    } catch (err) {
      console.error(`[bench] could not stop ${entry.name}: ${err.message}`);
      entry.kill();
    }
  }
}

let handlersInstalled = false;
/** Stops everything on signals and, synchronously, on any exit that skipped the normal path. */
export function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      console.error(`\n[bench] ${signal}: stopping servers and browsers ...`);
      stopAll().finally(() => process.exit(code));
    });
  }
  process.on('exit', () => {
    for (const entry of running.splice(0)) entry.kill();
  });
}

export function localBin(name) {
  const abs = path.join(root, 'node_modules', '.bin', name);
  if (!fs.existsSync(abs)) throw new Error(`node_modules/.bin/${name} is missing: run \`npm ci\` first.`);
  return abs;
}

/** True when something already accepts connections on the port. */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port the OS reports free right now (used when no BENCH_PORT is given, e.g. in CI). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * Starts a server in its own process group and waits until `readyUrl` answers 2xx.
 * Its output is kept and printed only if it fails to start.
 */
export async function startServer({ name, command, args, env, port, readyUrl, timeoutMs = 120_000 }) {
  if (await portInUse(port)) {
    throw new Error(`port ${port} is already in use: stop what runs there or pick another with BENCH_PORT=…`);
  }
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = track(
    name,
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
    () => signalGroup('SIGKILL'),
  );
  if (!(await waitForUrl(readyUrl, child, timeoutMs))) {
    await stop();
    throw new Error(`${name} did not answer ${readyUrl}; its output:\n${output}`);
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
