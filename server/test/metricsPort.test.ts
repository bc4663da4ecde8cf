import { freePort, startServerProcess } from './serverProcess';
import { parsePrometheusText, valueOf } from './promText';

// The real process with METRICS_PORT (issue 31): /metrics on its own listener, apart from the shop.
jest.setTimeout(120_000);

let metricsPort = 0;

it('serves /metrics on METRICS_PORT only, moving with the shop port’s traffic, and stops with the server', async () => {
  metricsPort = await freePort();
  const { child, port, exited } = await startServerProcess({ METRICS_PORT: String(metricsPort) });
  try {
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
