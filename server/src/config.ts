import path from 'node:path';

/** Project root (/work/main): relative DATA_DIR and SERVE_APP values are resolved against it. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:8080',
  'http://127.0.0.1:8080',
];

export interface Config {
  port: number;
  host: string;
  /** postgres://… → node-postgres; otherwise PGlite */
  databaseUrl: string | null;
  /** absolute folder for PGlite, or 'memory' */
  dataDir: string;
  tokenSecret: string | null;
  corsOrigins: string[];
  rateLimitMax: number;
  /** orders one account may place per ORDER_RATE_WINDOW_MS */
  orderRateLimitMax: number;
  orderRateWindowMs: number;
  paymentAutoconfirmMs: number;
  /** origin that absolute URLs (images, bank page, return links) are built on; never the request's Host */
  publicUrl: string;
  /** Fastify's trustProxy: whether (or which proxy addresses) may set X-Forwarded-For */
  trustProxy: boolean | string[];
  /** absolute folder of the built app, or null to serve the API only */
  serveApp: string | null;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) origin without a path, got "${value}"`);
  }
  return url.origin;
}

/** Without PUBLIC_URL: where this process listens, so a local run works out of the box. */
function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

function trustProxy(value: string | null): boolean | string[] {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value.split(',').map((a) => a.trim()).filter(Boolean);
}

function nonEmpty(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = nonEmpty(env.DATA_DIR) ?? 'server/.data/pglite';
  const serveApp = nonEmpty(env.SERVE_APP);
  const origins = nonEmpty(env.CORS_ORIGINS);
  const port = int(env.PORT, 8080, 'PORT');
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const publicUrl = nonEmpty(env.PUBLIC_URL);
  return {
    port,
    host,
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : null,
    dataDir: dataDir === 'memory' ? 'memory' : path.resolve(PROJECT_ROOT, dataDir),
    tokenSecret: nonEmpty(env.TOKEN_SECRET),
    corsOrigins: origins
      ? origins.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    rateLimitMax: Math.max(1, int(env.RATE_LIMIT_MAX, 20, 'RATE_LIMIT_MAX')),
    orderRateLimitMax: Math.max(1, int(env.ORDER_RATE_LIMIT_MAX, 10, 'ORDER_RATE_LIMIT_MAX')),
    orderRateWindowMs: Math.max(1000, int(env.ORDER_RATE_WINDOW_MS, 10 * 60_000, 'ORDER_RATE_WINDOW_MS')),
    paymentAutoconfirmMs: int(env.PAYMENT_AUTOCONFIRM_MS, 4000, 'PAYMENT_AUTOCONFIRM_MS'),
    publicUrl: publicUrl ? origin(publicUrl, 'PUBLIC_URL') : listeningOrigin(host, port),
    trustProxy: trustProxy(nonEmpty(env.TRUST_PROXY)),
    serveApp: serveApp ? path.resolve(PROJECT_ROOT, serveApp) : null,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}
