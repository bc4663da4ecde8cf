import fs from 'node:fs';
import type { Config } from '../config/config';
import { DbChanges } from './changes';

export interface QueryOptions {
  /**
   * PostgreSQL: keep the statement prepared on each connection, parsed and planned once instead of
   * on every call (a search's word lookups spent as long being planned as being run). Only for SQL
   * whose text takes a bounded number of forms, and whose generic plan suits every value: a
   * tsquery must come from a one-row CTE (the search module's repository/matches.ts TsQueries), else it is parsed again
   * for every row. PGlite runs statements as they come.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<void>;
}

/** The only database surface the rest of the server sees, so PGlite and PostgreSQL are interchangeable. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (tests reuse it to skip initdb). */
  dump?(): Promise<Uint8Array>;
  /** Connections in use, for the metrics (read at each scrape). */
  poolStats(): PoolStats;
  /** The same database, every statement (in transactions too) reported with its time in seconds. */
  observe(onQuery: OnQuery): Db;
  /** What this process changes in the database, for the copies kept of it (the same channel in every wrapper). */
  readonly changes: DbChanges;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type OnQuery = (seconds: number, ok: boolean) => void;

async function timed<T>(onQuery: OnQuery, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await run();
    onQuery((performance.now() - started) / 1000, true);
    return result;
  } catch (err) {
    onQuery((performance.now() - started) / 1000, false);
    throw err;
  }
}

function observedQueryable(q: Queryable, onQuery: OnQuery): Queryable {
  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => timed(onQuery, () => q.query<T>(sql, params, options)),
    exec: (sql) => timed(onQuery, () => q.exec(sql)),
  };
}

/** Wraps a database so its statements are timed; closing, dumping and pool figures go to the original. */
function observed(db: Db, onQuery: OnQuery): Db {
  return {
    ...db,
    ...observedQueryable(db, onQuery),
    transaction: (fn) => db.transaction((tx) => fn(observedQueryable(tx, onQuery))),
    close: () => db.close(),
    dump: db.dump && (() => db.dump!()),
    poolStats: () => db.poolStats(),
    observe: (more) => observed(db, (s, ok) => (onQuery(s, ok), more(s, ok))),
  };
}

export interface OpenDbOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** pg only: a schema to work in (tests isolate parallel files this way) */
  schema?: string;
  /** PGlite only: start from a dump() instead of running initdb (seconds faster) */
  template?: Uint8Array;
}

export async function openDb(opts: OpenDbOptions | Config): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl, 'schema' in opts ? opts.schema : undefined);
  return openPglite(opts.dataDir, 'template' in opts ? opts.template : undefined);
}

async function openPglite(dataDir: string, template?: Uint8Array): Promise<Db> {
  // Loaded lazily so a pg-only deployment never pays for the WASM bundle.
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  if (dataDir !== 'memory') fs.mkdirSync(dataDir, { recursive: true });
  const loadDataDir = template ? new Blob([template]) : undefined;
  // Search's extensions (migration 006): PGlite only knows those handed over at start.
  const options = { loadDataDir, extensions: { pg_trgm, unaccent } };
  const pg = dataDir === 'memory' ? await PGlite.create(options) : await PGlite.create(dataDir, options);
  const wrap = (q: { query: typeof pg.query; exec: typeof pg.exec }): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await q.query<T>(sql, params)).rows }),
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  // One connection, which runs one statement at a time: the others wait for it.
  let running = 0;
  const counted = (q: Queryable): Queryable => ({
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      running += 1;
      return q.query<T>(sql, params, options).finally(() => (running -= 1));
    },
    exec: async (sql) => {
      running += 1;
      return q.exec(sql).finally(() => (running -= 1));
    },
  });
  const db: Db = {
    kind: 'pglite',
    ...counted(wrap(pg)),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: async () => new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()),
    poolStats: () => ({ total: 1, idle: running > 0 ? 0 : 1, waiting: Math.max(0, running - 1) }),
    observe: (onQuery) => observed(db, onQuery),
    changes: new DbChanges(),
  };
  return db;
}

/** Prepared texts kept per pool: past this many a new text runs unprepared (a bug, not a workload, makes that many). */
const MAX_PREPARED = 500;

async function openPg(url: string, schema?: string): Promise<Db> {
  const { Pool, types } = await import('pg');
  // numeric and bigint arrive as strings by default; the SQL casts what it returns, this is a safety net.
  types.setTypeParser(20, (v: string) => Number(v));
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // No JIT: it compiles for 100-300 ms whenever an estimate runs high (a set-returning function
    // over a JSON parameter is enough), and this API's statements finish in milliseconds without it.
    // random_page_cost 1.1: the API's tables live in memory, so a page read at random costs what a
    // page read in turn does; at the default (4) the planner scanned all of search_products for a
    // broad query (14 ms) where its GIN index answers in 2.
    // public stays on the path: the search extensions (migration 006) live there, once per database.
    // plan_cache_mode: a prepared statement (QueryOptions.prepare) is planned once, generically,
    // instead of for each of its first five runs on every connection; each of them is written so its
    // generic plan suits any value (the search's texts take dozens of forms, each run a few times).
    options: [
      '-c jit=off',
      '-c random_page_cost=1.1',
      '-c plan_cache_mode=force_generic_plan',
      ...(schema ? [`-c search_path=${schema},public`] : []),
    ].join(' '),
  });
  // One name per prepared text, the same on every connection of the pool (each prepares it on first use).
  const names = new Map<string, string>();
  const named = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_PREPARED) names.set(sql, (name = `s${names.size}`));
    return name;
  };
  type Submit = (query: string | { name?: string; text: string }, params?: unknown[]) => Promise<{ rows: unknown[] }>;
  const wrap = (q: { query: Submit }): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
      const name = options?.prepare ? named(sql) : undefined;
      return { rows: (await q.query(name ? { name, text: sql } : sql, params)).rows as T[] };
    },
    exec: async (sql: string) => {
      await q.query(sql);
    },
  });
  const db: Db = {
    kind: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observe: (onQuery) => observed(db, onQuery),
    changes: new DbChanges(),
  };
  return db;
}
