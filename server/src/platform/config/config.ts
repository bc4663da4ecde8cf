/**
 * The server's settings as the code reads them (`ctx.config`): the platform's, declared here, and
 * each module's, declared in its settings.ts, which adds its part to `Config` (`declare module`).
 * config.ts at the top of the server reads them all from the environment (loadConfig).
 */
import path from 'node:path';
import { count, section, text, choice, type Env } from './settings';

/** Project root: relative DATA_DIR, SERVE_APP and file settings are resolved against it. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

export const DEFAULT_CORS_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:8080', 'http://127.0.0.1:8080'];

/** A setting that passes its pattern but not a check against data (a pincode India Post does not know): the start stops with its sentence. */
export class SettingError extends Error {}

export const PORT = count('PORT', 8080, 'where it listens', '`8080`');
export const HOST = text('HOST', { must: 'a host name or address', default: '127.0.0.1', description: 'the address it listens on' });
export const PUBLIC_URL = text('PUBLIC_URL', {
  must: 'an http(s) origin without a path',
  // Schemes are case-insensitive; URL then lower-cases the origin.
  pattern: '^[hH][tT][tT][pP][sS]?://[^/?#\\s]+/?$',
  shownDefault: '`http://{HOST}:{PORT}` (`localhost` for `0.0.0.0`)',
  description:
    "the origin absolute URLs are built on (images, the bank page, return links, `/sitemap.xml` and the `Sitemap:` line of `/robots.txt`); set it behind a proxy or a domain, e.g. `https://www.shop.in`. The request's `Host` header is never used",
});
export const LOG_LEVEL = choice('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', 'pino log level');
export const TRUST_PROXY = text('TRUST_PROXY', {
  must: 'true, false or a comma-separated list of proxy addresses',
  shownDefault: 'off',
  description:
    '`true`, or a comma-separated list of proxy addresses, whose `X-Forwarded-For` gives the client address and whose `X-Request-Id` is kept ([request ids](operations.md#request-ids))',
});

const PLATFORM_SETTINGS = [
  PORT,
  HOST,
  PUBLIC_URL,
  text('DATA_DIR', {
    must: 'a folder, or memory',
    default: 'server/.data/pglite',
    description: 'PGlite data folder; `memory` for a throw-away database',
  }),
  text('DATABASE_URL', {
    must: 'a postgres:// or postgresql:// URL',
    pattern: '^postgres(ql)?://',
    description: '`postgres://…`: use a real PostgreSQL instead of PGlite (same SQL and migrations)',
  }),
  text('CORS_ORIGINS', {
    must: 'a comma-separated list of origins',
    shownDefault: '`http://localhost:3000`, `http://127.0.0.1:3000`, and the same on 8080',
    description: 'origins allowed with credentials',
  }),
  count('RATE_LIMIT_MAX', 20, 'requests per minute per client address for login, register and order tracking'),
  TRUST_PROXY,
  LOG_LEVEL,
  text('METRICS_PORT', {
    must: 'a port number',
    pattern: '^[0-9]{1,5}$',
    shownDefault: 'off',
    description:
      'where `GET /metrics` (Prometheus) is served, on a listener of its own that serves nothing else ([operations](operations.md#metrics))',
  }),
  text('METRICS_HOST', { must: 'a host name or address', shownDefault: '`HOST`', description: 'the address of the metrics listener' }),
  count(
    'SHUTDOWN_DELAY_MS',
    0,
    "after SIGTERM, how long it keeps serving while `/readyz` says not ready, so a balancer stops sending first (set it above the balancer's check interval) ([stopping](#health-readiness-and-stopping))",
  ),
  count('SHUTDOWN_GRACE_MS', 10_000, 'then, with the port closed, how long requests in flight may take before they are cut'),
  text('ADMIN_TOKEN', {
    must: 'at least 24 letters, digits or - _ . ~',
    pattern: '^[A-Za-z0-9._~-]{24,}$',
    shownDefault: 'made at the first start',
    description:
      "the token of the admin API that the shop's commands call (`npm run reviews`, …); unset, one is made at the first start and kept in the database, and on PGlite also in `DATA_DIR/admin-token` for the commands to read ([admin API](operations.md#the-admin-api-and-the-shops-commands))",
  }),
] as const;

/** PUBLIC_URL as an origin (lower-case host, no default port); URL still refuses e.g. a bad port. */
function origin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) origin without a path, got "${value}"`);
  }
}

/** Without PUBLIC_URL: where this process listens, so a local run works out of the box. */
export function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

/** PUBLIC_URL's value, or where the server listens. */
export const publicOrigin = (publicUrl: string | undefined, host: string, port: number) =>
  publicUrl ? origin(publicUrl) : listeningOrigin(host, port);

/** TRUST_PROXY's value as Fastify's trustProxy (also read by the standalone page server). */
export function trustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : list(value);
}

/** A comma-separated setting's entries, trimmed, blanks dropped. */
export const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A file setting's path: relative ones are the project's. */
export const projectPath = (value: string) => path.resolve(PROJECT_ROOT, value);

export const platformSettings = section(PLATFORM_SETTINGS, (e) => ({
  port: e.PORT,
  host: e.HOST,
  /** postgres://… → node-postgres; otherwise PGlite */
  databaseUrl: e.DATABASE_URL ?? null,
  /** absolute folder for PGlite, or 'memory' */
  dataDir: e.DATA_DIR === 'memory' ? 'memory' : projectPath(e.DATA_DIR),
  corsOrigins: e.CORS_ORIGINS ? list(e.CORS_ORIGINS).map((o) => o.replace(/\/+$/, '')) : DEFAULT_CORS_ORIGINS,
  rateLimitMax: Math.max(1, e.RATE_LIMIT_MAX),
  /** origin that absolute URLs (images, bank page, return links) are built on; never the request's Host */
  publicUrl: publicOrigin(e.PUBLIC_URL, e.HOST, e.PORT),
  /** Fastify's trustProxy: whether (or which proxy addresses) may set X-Forwarded-For */
  trustProxy: trustProxy(e.TRUST_PROXY),
  logLevel: e.LOG_LEVEL as string,
  /** where GET /metrics listens, apart from the shop's port (null: not served) */
  metrics: e.METRICS_PORT ? { port: Number(e.METRICS_PORT), host: e.METRICS_HOST ?? e.HOST } : null,
  /** after SIGTERM: how long to keep serving while /readyz says not ready, then how long requests in flight may take */
  shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
  shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  /** the admin API's token when set; else the one kept in the database (platform/admin/token.ts) */
  adminToken: e.ADMIN_TOKEN ?? null,
}));

export type PlatformConfig = ReturnType<typeof platformSettings.read>;

/** The whole configuration: the platform's part, and each module's (its settings.ts adds it here). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules' parts are merged in by declaration
export interface Config extends PlatformConfig {}

export type { Env };
