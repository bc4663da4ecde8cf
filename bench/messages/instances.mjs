/**
 * The API instances of bench:messages: `tsx server/src/index.ts`, each in its own process group so
 * `kill -9` reaches tsx and the node it runs at once, as a crash would, and started again on the
 * same port. Their output goes to a log file each, printed when one fails to start.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { localBin, portInUse, root, track } from '../lib/processes.mjs';

async function until(holds, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`${what}: not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** One instance on `port` with `env`; `start()` resolves once it answers, `crash()` is kill -9 of its group. */
export function instance({ name, port, env, logDir }) {
  const logFile = path.join(logDir, `${name}.log`);
  let child = null;
  let exited = Promise.resolve();
  const gone = () => !child || child.exitCode !== null || child.signalCode !== null;
  const signal = (s) => {
    try {
      process.kill(-child.pid, s);
    } catch {
      // already gone
    }
  };
  const self = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    up: false,
    async start() {
      // A killed process's port is free once the kernel has closed its sockets.
      await until(async () => !(await portInUse(port)), `${name}'s port ${port} free`, 30_000);
      fs.appendFileSync(logFile, `--- start ${new Date().toISOString()}\n`);
      const log = fs.openSync(logFile, 'a');
      child = spawn(localBin('tsx'), ['server/src/index.ts'], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', log, log],
        detached: true,
      });
      fs.closeSync(log);
      const started = child;
      exited = new Promise((resolve) => started.once('exit', resolve));
      try {
        await until(async () => (await answers(`${self.url}/readyz`)) || gone(), `${name} ready`, 180_000);
      } catch (err) {
        signal('SIGKILL');
        throw err;
      }
      if (gone()) throw new Error(`${name} exited before it was ready; its log:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
      self.up = true;
    },
    /** kill -9, as a crash: nothing of the server's own stopping runs. */
    async crash() {
      self.up = false;
      signal('SIGKILL');
      await exited;
    },
    /** SIGTERM, the server's own stop (in-flight work finishes), kill -9 if it hangs. */
    async stop() {
      self.up = false;
      if (gone()) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  track(
    name,
    () => self.stop(),
    () => child && signal('SIGKILL'),
  );
  return self;
}
