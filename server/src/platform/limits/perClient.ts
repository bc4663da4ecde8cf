import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/client';
import type { AppContext } from '../http/context';
import { countsShared, hashed, sometimes } from './shared';
import { tooMany } from './tooMany';

/**
 * The per-client request budget (@fastify/rate-limit): RATE_LIMIT_MAX requests a minute per client
 * address on the routes that ask for it (`config: { rateLimit: clientBudget(ctx) }`), counted in
 * PostgreSQL when instances share it, so N of them allow what one does.
 */
export const clientBudget = (ctx: AppContext) => ({ max: ctx.config.rateLimitMax, timeWindow: 60_000 });

export async function perClientLimits(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...((await countsShared(db)) ? { store: sharedRateLimitStore(db) } : {}),
    errorResponseBuilder: (_request, context) => tooMany('Too many requests. Please try again later.', context.ttl),
  });
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
function sharedRateLimitStore(db: Queryable) {
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
