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

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = nonEmpty(env.DATA_DIR) ?? 'server/.data/pglite';
  const serveApp = nonEmpty(env.SERVE_APP);
  const origins = nonEmpty(env.CORS_ORIGINS);
  return {
    port: int(env.PORT, 8080, 'PORT'),
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
  };
}
