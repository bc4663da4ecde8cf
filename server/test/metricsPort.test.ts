import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { parsePrometheusText, valueOf } from './promText';

// The real process with METRICS_PORT (issue 31): /metrics on its own listener, apart from the shop.
const ROOT = path.join(__dirname, '..', '..');
jest.setTimeout(120_000);

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let metricsPort = 0;

it('serves /metrics on METRICS_PORT only, moving with the shop port’s traffic, and stops with the server', async () => {
  const port = await freePort();
  metricsPort = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: 'memory', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('API ready')) resolve();
      });
      void exited.then((code) => reject(new Error(`server exited with ${code}: ${out}`)));
    });
    const shop = `http://127.0.0.1:${port}`;
    const metrics = `http://127.0.0.1:${metricsPort}`;
    const storeInfo = { method: 'GET', route: '/api/v1/storeInfo', status: '200' };
    const before = parsePrometheusText(await (await fetch(`${metrics}/metrics`)).text());
    for (let i = 0; i < 3; i++) expect((await fetch(`${shop}/api/v1/storeInfo`)).status).toBe(200);
    const res = await fetch(`${metrics}/metrics`);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const after = parsePrometheusText(await res.text());
    expect(valueOf(after, 'http_requests_total', storeInfo) - valueOf(before, 'http_requests_total', storeInfo)).toBe(3);
    expect((await fetch(`${metrics}/api/v1/storeInfo`)).status).toBe(404);
    expect(await (await fetch(`${shop}/metrics`)).text()).not.toContain('http_requests_total');
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
});
