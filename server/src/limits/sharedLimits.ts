import crypto from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db, Queryable } from '../db/client';
import { blockedUntil, FailureThrottle, LOGIN_THROTTLE, type LoginThrottle, type ThrottleOptions } from '../auth/loginThrottle';

/**
 * The request budget and the sign-in throttle counted in PostgreSQL (migration 012), so that any
 * number of server processes on one database allow what one process does. Each hit is one atomic
 * statement; times are the database's, the one clock every instance shares. PGlite serves a single
 * process, which keeps counting in its memory.
 */

/** Keys are stored hashed: they hold e-mail and network addresses, which a table dump should not show. */
const hashed = (key: string) => crypto.createHash('sha256').update(key).digest('base64url');

const CLEAN_EVERY_MS = 60_000;

/** Runs `clean` at most once a minute, without waiting for it: expired rows only cost disk space. */
function sometimes(clean: () => Promise<unknown>): () => void {
  let last = -Infinity;
  return () => {
    if (performance.now() - last < CLEAN_EVERY_MS) return;
    last = performance.now();
    clean().catch(() => undefined);
  };
}

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface Route {
  method?: string | string[];
  url?: string;
}
/** What the plugin hands `child` at run time: the route's merged budget, its route under routeInfo (its types say the route itself). */
type StoreOptions = Route & { routeInfo?: Route };

const HIT = `INSERT INTO rate_limit_hits AS h (key, window_start, count, expires_at)
  VALUES ($1, now(), 1, now() + $2::float8 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    window_start = CASE WHEN h.expires_at <= now() THEN now() ELSE h.window_start END,
    count = CASE WHEN h.expires_at <= now() THEN 1 ELSE h.count + 1 END,
    expires_at = CASE WHEN h.expires_at <= now() THEN excluded.expires_at ELSE h.expires_at END
  RETURNING count, (extract(epoch FROM h.expires_at - now()) * 1000)::float8 AS ttl`;

const READ = `SELECT count, (extract(epoch FROM expires_at - now()) * 1000)::float8 AS ttl
  FROM rate_limit_hits WHERE key = $1 AND expires_at > now()`;

/**
 * A @fastify/rate-limit `store` (see its README, "Custom store"): a fixed window per route and
 * client as its in-memory store counts, one row per window. `child` is called once per route with
 * a budget, so routes keep separate counts as they do in memory.
 */
export function sharedRateLimitStore(db: Queryable) {
  const clean = sometimes(() => db.query('DELETE FROM rate_limit_hits WHERE expires_at < now()'));
  const answer = (cb: Callback) => (rows: { count: number; ttl: number }[]) =>
    cb(null, rows[0] ? { current: rows[0].count, ttl: Math.max(0, Math.round(rows[0].ttl)) } : { current: 0, ttl: 0 });

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: object = {}) {
      const { method = '', url = '' } = (options as StoreOptions).routeInfo ?? (options as Route);
      this.scope = `${[method].flat().join(',')} ${url}`;
    }

    /** A budget is its route, window and size: instances configured alike share it, others (tests) do not. */
    private row(key: string, timeWindow: number, max: number): string {
      return hashed(`${this.scope} ${timeWindow} ${max} ${key}`);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      clean();
      db.query<{ count: number; ttl: number }>(HIT, [this.row(key, timeWindow, max), timeWindow], { prepare: true }).then(
        ({ rows }) => answer(cb)(rows),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      db.query<{ count: number; ttl: number }>(READ, [this.row(key, timeWindow, max)], { prepare: true }).then(
        ({ rows }) => answer(cb)(rows),
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: object): SharedRateLimitStore {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}

/** FailureThrottle's counting, rows instead of a Map: the same waits, whichever instance a guess reaches. */
export class SharedFailureThrottle implements LoginThrottle {
  private readonly clean: () => void;

  constructor(
    private readonly db: Queryable,
    private readonly opts: ThrottleOptions = LOGIN_THROTTLE,
  ) {
    // A key forgotten after a quiet spell must have served its wait, as FailureThrottle checks.
    if (opts.maxWaitMs > opts.forgetAfterMs) throw new Error('maxWaitMs must not exceed forgetAfterMs');
    this.clean = sometimes(() =>
      db.query(`DELETE FROM login_failures WHERE last_failure < now() - $1::float8 * interval '1 millisecond'`, [opts.forgetAfterMs]),
    );
  }

  async waitMs(key: string): Promise<number> {
    const { rows } = await this.db.query<{ failures: number; last: number; now: number }>(
      `SELECT failures, (extract(epoch FROM last_failure) * 1000)::float8 AS last, (extract(epoch FROM now()) * 1000)::float8 AS now
       FROM login_failures WHERE key = $1`,
      [hashed(key)],
      { prepare: true },
    );
    const row = rows[0];
    if (!row || row.now - row.last > this.opts.forgetAfterMs) return 0;
    return Math.max(0, Math.ceil(blockedUntil(this.opts, row.failures, row.last) - row.now));
  }

  async attempt(key: string): Promise<number> {
    this.clean();
    // One statement, so attempts at once on any instance queue on the key's row: counted unless
    // the key must wait (then no row is returned, and nothing changes).
    const { rows } = await this.db.query(
      `INSERT INTO login_failures AS f (key, failures, last_failure) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN now() - f.last_failure > $2::float8 * interval '1 millisecond' THEN 1 ELSE f.failures + 1 END,
         last_failure = now()
       WHERE NOT (f.failures >= $3 AND now() < f.last_failure
         + LEAST($4::float8 * power(2::float8, f.failures - $3), $5::float8) * interval '1 millisecond')
       RETURNING failures`,
      [hashed(key), this.opts.forgetAfterMs, this.opts.failuresBeforeWait, this.opts.firstWaitMs, this.opts.maxWaitMs],
      { prepare: true },
    );
    // A wait that ran out between the two statements answers 0, and the shopper is asked to try again in a second.
    return rows.length ? 0 : Math.max(1, await this.waitMs(key));
  }

  async success(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE key = $1', [hashed(key)], { prepare: true });
  }
}

/** This process's FailureThrottle behind the same (asynchronous) surface. */
class LocalFailureThrottle implements LoginThrottle {
  private readonly throttle = new FailureThrottle(LOGIN_THROTTLE);
  attempt = async (key: string) => this.throttle.attempt(key);
  success = async (key: string) => this.throttle.success(key);
}

/**
 * Whether the counts can be shared: PostgreSQL, with migration 012's tables. Without them (an app
 * built on a database not yet migrated, as the migration test's old server is) it counts in its
 * memory, as before them.
 */
async function shared(db: Db): Promise<boolean> {
  if (db.kind !== 'pg') return false;
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT to_regclass('rate_limit_hits') IS NOT NULL AND to_regclass('login_failures') IS NOT NULL AS ok`,
  );
  return rows[0]!.ok;
}

/** Shared on PostgreSQL, in this process on PGlite (one process per data folder). */
export const loginThrottle = async (db: Db): Promise<LoginThrottle> =>
  (await shared(db)) ? new SharedFailureThrottle(db) : new LocalFailureThrottle();

/** @fastify/rate-limit's options for where it counts: the database on PostgreSQL, its own memory on PGlite. */
export const rateLimitStore = async (db: Db) => ((await shared(db)) ? { store: sharedRateLimitStore(db) } : {});
