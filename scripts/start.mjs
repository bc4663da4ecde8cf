#!/usr/bin/env node
/**
 * `npm start`: the reference API (http://localhost:8080) and the webpack dev server
 * (http://localhost:3000) side by side, output prefixed [api] / [web].
 *
 * - Prints `Shop ready: open http://localhost:3000` once both answer.
 * - If either exits, the other is stopped and this script exits with the first one's code.
 * - Ctrl-C / SIGTERM is forwarded to both.
 *
 * Environment: PORT (API port, default 8080); the dev server always uses port 3000.
 * With a PORT other than 8080 and no API_BASE_URL, the app is pointed at http://localhost:PORT/api/v1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('node_modules/ is missing: run `npm install` (or `npm ci`) first.');
  process.exit(1);
}

const apiPort = process.env.PORT || '8080';
const webPort = '3000';
const apiUrl = `http://localhost:${apiPort}/api/v1/storeInfo`;
const webUrl = `http://localhost:${webPort}/`;

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Runs a local package binary without a shell, falling back to npx. */
function bin(name) {
  const local = path.join(root, 'node_modules', '.bin', name);
  return fs.existsSync(local) ? local : null;
}

const children = [];
let shuttingDown = false;
let exitCode = 0;

function start(label, color, command, args, env) {
  const local = bin(command);
  const [cmd, argv] = local ? [local, args] : ['npx', [command, ...args]];
  const child = spawn(cmd, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: the whole tree (npx, tsx, node) can be signalled at once.
    detached: true,
  });
  const prefix = paint(color, `[${label}]`);
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stderr ? process.stderr : process.stdout;
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
  }
  const entry = { label, child, exited: false };
  child.on('error', (err) => {
    console.error(`${prefix} failed to start: ${err.message}`);
    entry.exited = true;
    onChildExit(entry, 1, null);
  });
  child.on('exit', (code, signal) => {
    entry.exited = true;
    onChildExit(entry, code, signal);
  });
  children.push(entry);
  return entry;
}

function signalChild(entry, signal, evenIfExited = false) {
  if ((entry.exited && !evenIfExited) || entry.child.pid === undefined) return;
  try {
    process.kill(-entry.child.pid, signal); // the child's process group
  } catch {
    if (entry.exited) return;
    try {
      entry.child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function shutdown(code, signal = 'SIGTERM') {
  if (shuttingDown) return;
  shuttingDown = true;
  exitCode = code;
  for (const entry of children) signalChild(entry, signal);
  // Anything still alive after 5 s is killed.
  setTimeout(() => finish(), 5000);
  maybeExit();
}

/** Exits, first killing whatever is left in the children's process groups (orphaned grandchildren). */
function finish() {
  for (const entry of children) signalChild(entry, 'SIGKILL', true);
  process.exit(exitCode);
}

function maybeExit() {
  if (shuttingDown && children.every((c) => c.exited)) finish();
}

function onChildExit(entry, code, signal) {
  if (!shuttingDown) {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    console.error(paint('31', `[${entry.label}] exited (${how}); stopping the other process.`));
    shutdown(code ?? 1);
    return;
  }
  maybeExit();
}

process.on('SIGINT', () => shutdown(130, 'SIGINT'));
process.on('SIGTERM', () => shutdown(143, 'SIGTERM'));
process.on('SIGHUP', () => shutdown(129, 'SIGTERM'));

const webEnv = {};
if (!process.env.API_BASE_URL && apiPort !== '8080') {
  webEnv.API_BASE_URL = `http://localhost:${apiPort}/api/v1`;
}

/** True when something already listens on the port (on either loopback address). */
function portInUse(port) {
  const probe = (host) =>
    new Promise((resolve) => {
      const socket = net.connect({ port: Number(port), host });
      socket.setTimeout(1000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(false));
    });
  return Promise.all([probe('127.0.0.1'), probe('::1')]).then((r) => r.some(Boolean));
}

for (const [what, port, hint] of [
  ['API', apiPort, 'set PORT=… for another API port'],
  ['web app', webPort, 'stop whatever uses it (another `npm start` or `npm run dev`?)'],
]) {
  if (await portInUse(port)) {
    console.error(`Port ${port} (${what}) is already in use: ${hint}.`);
    process.exit(1);
  }
}

console.log(`Starting the API on http://localhost:${apiPort} and the web app on http://localhost:${webPort} ...`);
start('api', '36', 'tsx', ['server/src/index.ts'], { PORT: apiPort });
start('web', '35', 'webpack', ['serve', '--mode', 'development', '--port', webPort], webEnv);

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok;
  } catch {
    return false;
  }
}

async function waitUntilReady() {
  const started = Date.now();
  let warned = false;
  const ready = { api: false, web: false };
  while (!shuttingDown) {
    if (!ready.api) ready.api = await answers(apiUrl);
    if (!ready.web) ready.web = await answers(webUrl);
    if (ready.api && ready.web) {
      const line = `Shop ready: open http://localhost:${webPort}`;
      console.log(`\n${paint('1;32', line)}\n(API at http://localhost:${apiPort}/api/v1 — press Ctrl-C to stop)\n`);
      return;
    }
    if (!warned && Date.now() - started > 120_000) {
      warned = true;
      const waiting = [!ready.api && apiUrl, !ready.web && webUrl].filter(Boolean).join(' and ');
      console.log(paint('33', `Still waiting for ${waiting} ...`));
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

waitUntilReady();
