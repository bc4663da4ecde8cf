import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { asPartOf, forwardRequestId } from '../src/platform/http/requestId';
import { disposeTestDb, openTestDb, prepareDb, propertyRuns, standInBuild, testConfig } from './helpers';

// A stand-in page server (see pages.test.ts) that reads the API in-process as the real one does.
const STAND_IN = `
exports.createPageServer = (options) => ({
  async answer(url) {
    const info = await (await options.fetchFn(options.apiBaseUrl + '/storeInfo')).json();
    await options.fetchFn(options.apiBaseUrl + '/products?limit=1');
    return { status: 200, headers: { 'cache-control': 'no-cache' }, body: '<title>' + info.storeName + '</title>' };
  },
  storeInfoFetches: () => 0,
  clientApiBase: () => '/api/v1',
});
`;

const BALANCER = '10.0.0.7';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let db: Awaited<ReturnType<typeof openTestDb>>;
let app: FastifyInstance;
let appDir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await openTestDb();
  await prepareDb(db);
  appDir = standInBuild(STAND_IN);
  const config = testConfig({ SERVE_APP: appDir, TRUST_PROXY: BALANCER, LOG_LEVEL: 'info' });
  app = await buildApp({ config, db, logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await disposeTestDb(db);
  fs.rmSync(appDir, { recursive: true, force: true });
});

const ask = (url: string, from: string, id?: string) =>
  app.inject({ url, remoteAddress: from, headers: { accept: 'text/html', ...(id !== undefined && { 'x-request-id': id }) } });

describe('the request lines of the log', () => {
  it("keep no link secret nor address: a reset link's token and an unsubscribe link's signature and recipient are hidden", async () => {
    await ask('/reset-password?token=reset-secret-0123456789&from=mail', BALANCER, 'log-reset');
    await ask('/api/v1/messages/unsubscribe?u=asha%40example.com&s=signature-secret', BALANCER, 'log-unsubscribe');
    const logged = JSON.stringify(lines.filter((line) => line.reqId === 'log-reset' || line.reqId === 'log-unsubscribe'));
    expect(logged).toContain('/reset-password?token=%5Bhidden%5D&from=mail');
    for (const secret of ['reset-secret-0123456789', 'signature-secret', 'asha', 'example.com']) expect(logged).not.toContain(secret);
  });
});

describe('X-Request-Id', () => {
  it('is kept from the trusted balancer, echoed, and on every log line of the request', async () => {
    const res = await ask('/api/v1/storeInfo', BALANCER, 'lb-4f2a.9:77');
    expect(res.headers['x-request-id']).toBe('lb-4f2a.9:77');
    const mine = lines.filter((line) => line.reqId === 'lb-4f2a.9:77');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is replaced by a new one from any other sender', async () => {
    const res = await ask('/api/v1/storeInfo', '203.0.113.9', 'chosen-by-the-client');
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(lines.some((line) => line.reqId === 'chosen-by-the-client')).toBe(false);
  });

  it('is generated when none is given, a different one each time', async () => {
    const [a, b] = await Promise.all([ask('/api/v1/storeInfo', BALANCER), ask('/api/v1/storeInfo', BALANCER)]);
    expect(a!.headers['x-request-id']).toMatch(UUID);
    expect(b!.headers['x-request-id']).toMatch(UUID);
    expect(a!.headers['x-request-id']).not.toBe(b!.headers['x-request-id']);
  });

  it('of another form is never taken, even from the balancer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }).filter((s) => !/^[A-Za-z0-9._:-]{1,128}$/.test(s)),
          fc.stringMatching(/^[A-Za-z0-9._:-]{129,200}$/),
        ),
        async (id) => {
          // Fastify's inject refuses what a socket could never carry (a line feed); such an id never arrives.
          const res = await ask('/api/v1/storeInfo', BALANCER, id).catch(() => null);
          if (res) expect(res.headers['x-request-id']).toMatch(UUID);
        },
      ),
      { numRuns: propertyRuns(40, 400) },
    );
  });

  it("goes with a page into the page server's in-process API reads: their log lines carry the page's id", async () => {
    const res = await ask('/products', BALANCER, 'page-req-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('page-req-1');
    const urls = lines
      .filter((line) => line.reqId === 'page-req-1' && line.msg === 'incoming request')
      .map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual(['/products', '/api/v1/storeInfo', '/api/v1/products?limit=1']);
  });
});

describe('forwardRequestId (the page server alone, in front of an API elsewhere)', () => {
  it("sends the drawn page's id with each API read, and nothing outside a drawing", async () => {
    const seen: (string | undefined)[] = [];
    const api = http.createServer((req, res) => {
      seen.push(req.headers['x-request-id'] as string | undefined);
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/v1/storeInfo`;
      const fetchFn = forwardRequestId(fetch);
      await asPartOf({ id: 'page-7f3a', log: app.log }, async () => {
        await fetchFn(url);
        await fetchFn(new Request(url, { headers: { accept: 'application/json' } }));
      });
      await fetchFn(url);
      expect(seen).toEqual(['page-7f3a', 'page-7f3a', undefined]);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
