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
  paymentAutoconfirmMs: number;
  /** absolute folder of the built app, or null to serve the API only */
  serveApp: string | null;
  logLevel: string;
  /** The shop's public address (PUBLIC_URL) for absolute links in sitemap.xml and robots.txt. */
  publicUrl: string;
}

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function nonEmpty(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/**
 * PUBLIC_URL without its trailing slash. Never taken from a request's Host header, which any
 * client can set; unset, the server's own local address.
 */
function publicUrl(value: string | undefined, port: number): string {
  const url = nonEmpty(value);
  if (!url) return `http://localhost:${port}`;
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${url}"`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = nonEmpty(env.DATA_DIR) ?? 'server/.data/pglite';
  const serveApp = nonEmpty(env.SERVE_APP);
  const origins = nonEmpty(env.CORS_ORIGINS);
  const port = int(env.PORT, 8080, 'PORT');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : null,
    dataDir: dataDir === 'memory' ? 'memory' : path.resolve(PROJECT_ROOT, dataDir),
    tokenSecret: nonEmpty(env.TOKEN_SECRET),
    corsOrigins: origins
      ? origins.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    rateLimitMax: Math.max(1, int(env.RATE_LIMIT_MAX, 20, 'RATE_LIMIT_MAX')),
    paymentAutoconfirmMs: int(env.PAYMENT_AUTOCONFIRM_MS, 4000, 'PAYMENT_AUTOCONFIRM_MS'),
    serveApp: serveApp ? path.resolve(PROJECT_ROOT, serveApp) : null,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    publicUrl: publicUrl(env.PUBLIC_URL, port),
  };
}
