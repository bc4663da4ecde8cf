import http from 'node:http';
import { startServerProcess } from './serverProcess';

// Issue 31: the real process, stopped by signals, as a balancer's orchestrator stops it.
// Each test starts a server (tsx, PGlite, migrations, seed): slow on a loaded machine.
jest.setTimeout(120_000);

/** Status of GET `path`, or the connection's error code (ECONNREFUSED once the port is closed). */
function get(port: number, url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

async function until(port: number, url: string, want: number | string): Promise<void> {
  while ((await get(port, url)) !== want) await new Promise((resolve) => setImmediate(resolve));
}

/** A request whose body has only half arrived: in flight until `finish`. */
function heldRequest(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password' });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/users/authorize',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number | string>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
  req.write(body.slice(0, 10));
  return { answered, finish: () => req.end(body.slice(10)) };
}

describe('stopping (SIGTERM, SIGINT)', () => {
  it('fails readiness first, keeps serving for the delay, closes the port, lets the request in flight finish, exits 0', async () => {
    const server = await startServerProcess({ SHUTDOWN_DELAY_MS: '3000', SHUTDOWN_GRACE_MS: '60000' });
    await until(server.port, '/readyz', 200);
    const held = heldRequest(server.port);
    // The request is in flight once the server has it: a second request after it proves the order.
    expect(await get(server.port, '/healthz')).toBe(200);
    server.child.kill('SIGTERM');
    await until(server.port, '/readyz', 503);
    expect(await get(server.port, '/api/v1/products?limit=1')).toBe(200);
    await until(server.port, '/healthz', 'ECONNREFUSED');
    held.finish();
    // Wrong password: the API's own answer, not a cut connection.
    expect(await held.answered).toBe(401);
    expect(await server.exited).toBe(0);
  });

  it('cuts what is still running after SHUTDOWN_GRACE_MS and exits 1', async () => {
    const server = await startServerProcess({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '300' });
    const held = heldRequest(server.port);
    expect(await get(server.port, '/healthz')).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(await held.answered).toMatch(/^E[A-Z]+$/);
  });

  it('exits at once on a second signal', async () => {
    const server = await startServerProcess({ SHUTDOWN_DELAY_MS: '600000', SHUTDOWN_GRACE_MS: '600000' });
    await until(server.port, '/readyz', 200);
    server.child.kill('SIGINT');
    await until(server.port, '/readyz', 503);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
  });
});
