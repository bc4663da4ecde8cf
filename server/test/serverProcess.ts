import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server process (`tsx server/src/index.ts`) for the tests that stop it with signals or
 * read its second listener: PGlite in memory, whatever DATABASE_URL the suite runs with.
 */
const ROOT = path.join(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the server on a free port with `env` added, resolved once it says "API ready". */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('API ready')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready: ${out}`)));
  });
  return { child, port, exited };
}
