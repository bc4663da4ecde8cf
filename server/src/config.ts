import path from 'node:path';
import { Type, type Static, type StringOptions } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { PINCODE_PATTERN } from './contracts';
import { officialState } from './modules/delivery/states';

/** Project root (/work/main): relative DATA_DIR and SERVE_APP values are resolved against it. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_CORS_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:8080', 'http://127.0.0.1:8080'];

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
  /** how long a page waits for the API before it is sent with what has arrived (the built app's page server) */
  pageDataTimeoutMs: number;
  /** how long the page server sends its own copy of a complete page before drawing it again (0: always drawn) */
  pageCacheMs: number;
  logLevel: string;
  /** where GET /metrics listens, apart from the shop's port (null: not served) */
  metrics: { port: number; host: string } | null;
  /** after SIGTERM: how long to keep serving while /readyz says not ready, then how long requests in flight may take */
  shutdownDelayMs: number;
  shutdownGraceMs: number;
  /** issue 30's reviews: per-shopper limits and the word list moderation holds reviews for */
  reviews: {
    /** review writes (first ones and edits) one shopper may make per window */
    writeLimit: number;
    /** "Helpful" votes one shopper may give per window */
    voteLimit: number;
    windowMs: number;
    /** how long a public page of reviews is kept (0: never) */
    pageCacheMs: number;
    /** absolute path of the word list (one word or phrase a line; # starts a comment) */
    blocklistFile: string;
  };
  /** when parcels leave the shop (issue 29's delivery check) */
  delivery: {
    /** the warehouse's pincode, which delivery zones are counted from */
    dispatchPincode: string;
    /** India's time (IST): a dispatch after this hour counts from the next working day */
    cutoffHour: number;
    /** absolute path of the holidays file (dispatch and delivery skip its days and Sundays) */
    holidaysFile: string;
  };
  /** where and up to what value cash on delivery is taken */
  cod: {
    /** rupees; null: no ceiling */
    maxOrderValue: number | null;
    /** rupees added to a cash-on-delivery payment */
    fee: number;
    /** official names (see delivery/states.ts) */
    excludedStates: string[];
    excludedPincodes: string[];
  };
}

/** A setting that passes its pattern but not a check against data (a pincode India Post does not know): the start stops with its sentence. */
export class SettingError extends Error {}

/** Text of the given form; `description` completes "NAME must be …" when a value does not fit. */
const text = (description: string, options: StringOptions = {}) => Type.String({ description, ...options });
const count = (fallback: number) => text('a non-negative integer', { pattern: '^[0-9]{1,15}$', default: String(fallback) });

/**
 * The server's environment: every variable it reads, with its default (see docs/reference-server.md, Settings).
 * Blank values count as unset. Values stay text here; loadConfig turns them into a Config.
 */
export const ENV = Type.Object({
  PORT: count(8080),
  HOST: text('a host name or address', { default: '127.0.0.1' }),
  DATABASE_URL: Type.Optional(text('a postgres:// or postgresql:// URL', { pattern: '^postgres(ql)?://' })),
  DATA_DIR: text('a folder, or memory', { default: 'server/.data/pglite' }),
  TOKEN_SECRET: Type.Optional(text('text')),
  CORS_ORIGINS: Type.Optional(text('a comma-separated list of origins')),
  RATE_LIMIT_MAX: count(20),
  ORDER_RATE_LIMIT_MAX: count(10),
  ORDER_RATE_WINDOW_MS: count(10 * 60_000),
  PAYMENT_AUTOCONFIRM_MS: count(4000),
  // Schemes are case-insensitive; URL then lower-cases the origin.
  PUBLIC_URL: Type.Optional(text('an http(s) origin without a path', { pattern: '^[hH][tT][tT][pP][sS]?://[^/?#\\s]+/?$' })),
  TRUST_PROXY: Type.Optional(text('true, false or a comma-separated list of proxy addresses')),
  SERVE_APP: Type.Optional(text('the folder of a built app')),
  PAGE_DATA_TIMEOUT_MS: count(800),
  PAGE_CACHE_MS: count(10_000),
  METRICS_PORT: Type.Optional(text('a port number', { pattern: '^[0-9]{1,5}$' })),
  METRICS_HOST: Type.Optional(text('a host name or address')),
  SHUTDOWN_DELAY_MS: count(0),
  SHUTDOWN_GRACE_MS: count(10_000),
  DISPATCH_PINCODE: text('a pincode: six digits, the first not 0', { pattern: PINCODE_PATTERN, default: '560025' }),
  DISPATCH_CUTOFF_HOUR: text('an hour from 0 to 24', { pattern: '^([0-9]|1[0-9]|2[0-4])$', default: '14' }),
  HOLIDAYS_FILE: text('a JSON file of holidays', { default: 'server/src/modules/delivery/holidays.json' }),
  COD_MAX_ORDER_VALUE: text('a whole number of rupees, or none', { pattern: '^([0-9]{1,9}|none)$', default: '25000' }),
  COD_FEE: text('an amount in rupees such as 49 or 49.50', { pattern: '^[0-9]{1,6}(\\.[0-9]{1,2})?$', default: '0' }),
  COD_EXCLUDED_STATES: text('a comma-separated list of states, or none', { default: 'Andaman and Nicobar Islands,Lakshadweep' }),
  COD_EXCLUDED_PINCODES: Type.Optional(
    text('a comma-separated list of pincodes', { pattern: '^[1-9][0-9]{5}(\\s*,\\s*[1-9][0-9]{5})*\\s*,?$' }),
  ),
  REVIEW_WRITE_LIMIT: count(10),
  REVIEW_VOTE_LIMIT: count(100),
  REVIEW_RATE_WINDOW_MS: count(60 * 60_000),
  REVIEW_PAGE_CACHE_MS: count(1000),
  REVIEW_BLOCKLIST_FILE: text('a text file of words, one a line', { default: 'server/src/modules/reviews/blocklist.txt' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { description: 'one of fatal, error, warn, info, debug, trace, silent', default: 'info' },
  ),
});
type Env = Static<typeof ENV>;

/** The variables ENV knows, trimmed, without blank ones. */
function given(env: Record<string, string | undefined>): Record<string, string> {
  const known = Object.keys(ENV.properties).map((name) => [name, env[name]?.trim() ?? ''] as const);
  return Object.fromEntries(known.filter(([, value]) => value !== ''));
}

/** Checks the environment against ENV; a bad value stops the start with one clear sentence. */
export function readEnv(env: Record<string, string | undefined>): Env {
  const values = Value.Default(ENV, given(env));
  const wrong = Value.Errors(ENV, values).First();
  if (wrong) {
    const name = wrong.path.replace(/^\//, '');
    throw new Error(`${name} must be ${wrong.schema.description ?? 'valid'}, got "${String(wrong.value)}"`);
  }
  return values as Env;
}

/** PUBLIC_URL as an origin (lower-case host, no default port); URL still refuses e.g. a bad port. */
function origin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) origin without a path, got "${value}"`);
  }
}

/** Without PUBLIC_URL: where this process listens, so a local run works out of the box. */
function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

/** TRUST_PROXY's value as Fastify's trustProxy (also read by the standalone page server). */
export function trustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  return value === 'true'
    ? true
    : value
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Official names of the states listed; a name no state has would silently allow cash on delivery, so it stops the start. */
function excludedStates(value: string): string[] {
  if (value.toLowerCase() === 'none') return [];
  return list(value).map((name) => {
    const state = officialState(name);
    if (!state)
      throw new Error(
        `COD_EXCLUDED_STATES must be a comma-separated list of states, or none; "${name}" is no state or union territory of India`,
      );
    return state;
  });
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = readEnv(env);
  const port = Number(e.PORT);
  return {
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR === 'memory' ? 'memory' : path.resolve(PROJECT_ROOT, e.DATA_DIR),
    tokenSecret: e.TOKEN_SECRET ?? null,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim().replace(/\/+$/, ''))
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    rateLimitMax: Math.max(1, Number(e.RATE_LIMIT_MAX)),
    orderRateLimitMax: Math.max(1, Number(e.ORDER_RATE_LIMIT_MAX)),
    orderRateWindowMs: Math.max(1000, Number(e.ORDER_RATE_WINDOW_MS)),
    paymentAutoconfirmMs: Number(e.PAYMENT_AUTOCONFIRM_MS),
    publicUrl: e.PUBLIC_URL ? origin(e.PUBLIC_URL) : listeningOrigin(e.HOST, port),
    trustProxy: trustProxy(e.TRUST_PROXY),
    serveApp: e.SERVE_APP ? path.resolve(PROJECT_ROOT, e.SERVE_APP) : null,
    pageDataTimeoutMs: Number(e.PAGE_DATA_TIMEOUT_MS),
    pageCacheMs: Number(e.PAGE_CACHE_MS),
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS_PORT ? { port: Number(e.METRICS_PORT), host: e.METRICS_HOST ?? e.HOST } : null,
    shutdownDelayMs: Number(e.SHUTDOWN_DELAY_MS),
    shutdownGraceMs: Number(e.SHUTDOWN_GRACE_MS),
    reviews: {
      writeLimit: Number(e.REVIEW_WRITE_LIMIT),
      voteLimit: Number(e.REVIEW_VOTE_LIMIT),
      windowMs: Math.max(1000, Number(e.REVIEW_RATE_WINDOW_MS)),
      pageCacheMs: Number(e.REVIEW_PAGE_CACHE_MS),
      blocklistFile: path.resolve(PROJECT_ROOT, e.REVIEW_BLOCKLIST_FILE),
    },
    delivery: {
      dispatchPincode: e.DISPATCH_PINCODE,
      cutoffHour: Number(e.DISPATCH_CUTOFF_HOUR),
      holidaysFile: path.resolve(PROJECT_ROOT, e.HOLIDAYS_FILE),
    },
    cod: {
      maxOrderValue: e.COD_MAX_ORDER_VALUE === 'none' ? null : Number(e.COD_MAX_ORDER_VALUE),
      fee: Number(e.COD_FEE),
      excludedStates: excludedStates(e.COD_EXCLUDED_STATES),
      excludedPincodes: list(e.COD_EXCLUDED_PINCODES ?? ''),
    },
  };
}
