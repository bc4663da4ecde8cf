import type { Db, Queryable } from '../db/client';
import { countsShared, hashed, sometimes } from './shared';

export interface ThrottleOptions {
  /** failures in a row after which the key must wait */
  failuresBeforeWait: number;
  /** the first wait; it doubles with each further failure */
  firstWaitMs: number;
  maxWaitMs: number;
  /** a key with no failure for this long starts afresh */
  forgetAfterMs: number;
  /** memory bound: the least recently failed keys are dropped first */
  maxKeys: number;
}

/**
 * The backoff, the one place it is written: how long a key with `failures` failures in a row
 * waits after its last one. None before `failuresBeforeWait`, then the first wait, doubled with
 * each further failure up to the longest.
 */
export function backoffMs(opts: ThrottleOptions, failures: number): number {
  const over = failures - opts.failuresBeforeWait;
  return over >= 0 ? Math.min(opts.firstWaitMs * 2 ** over, opts.maxWaitMs) : 0;
}

/** When a key with `failures` failures in a row, the last at `lastFailure`, may try again (ms since the epoch; 0: now). */
export function blockedUntil(opts: ThrottleOptions, failures: number, lastFailure: number): number {
  const wait = backoffMs(opts, failures);
  return wait > 0 ? lastFailure + wait : 0;
}

/**
 * backoffMs for failuresBeforeWait failures, one more, and so on until it reaches the longest
 * wait (the last entry stands for every count above): the shared throttle's SQL looks the wait up
 * here rather than computing it again.
 */
export function backoffSteps(opts: ThrottleOptions): number[] {
  const steps: number[] = [];
  for (let failures = opts.failuresBeforeWait; ; failures++) {
    steps.push(backoffMs(opts, failures));
    if (steps.at(-1)! >= opts.maxWaitMs) return steps;
  }
}

/**
 * A throttle of failed attempts per key, as routes use it: in this process (FailureThrottle) or
 * shared by every instance on a PostgreSQL database. An attempt counts as a failure before its
 * password is checked, and a success forgets the key: guesses sent all at once are counted one by
 * one as they arrive, so no more of them reach the password check than guesses sent one after
 * another would.
 */
export interface AttemptThrottle {
  /** 0, the attempt counted: check the password. Else how long `key` must still wait (ms), nothing counted. */
  attempt(key: string): Promise<number>;
  success(key: string): Promise<void>;
}

interface Entry {
  failures: number;
  blockedUntil: number;
  lastFailure: number;
}

/**
 * Counts failed attempts per key with exponential backoff. Hand-written because what it needs is
 * what request rate limiters (such as @fastify/rate-limit, used for the per-client budget) do not
 * do: count only failures, forget them on success, and grow the wait with each failure. In memory,
 * so per server process: PGlite's; on PostgreSQL the count is shared (SharedFailureThrottle).
 */
export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly opts: ThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long `key` must still wait before its next attempt is even checked (0: it may try now). */
  waitMs(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.blockedUntil - this.now()) : 0;
  }

  failure(key: string): void {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, blockedUntil: 0, lastFailure: now };
    entry.failures += 1;
    entry.lastFailure = now;
    if (entry.failures >= this.opts.failuresBeforeWait) entry.blockedUntil = blockedUntil(this.opts, entry.failures, now);
    // Re-inserted so the Map's order is least recently failed first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.opts.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  /** As AttemptThrottle's: the wait, or 0 with the attempt counted as a failure. */
  attempt(key: string): number {
    const wait = this.waitMs(key);
    if (wait === 0) this.failure(key);
    return wait;
  }

  success(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now >= entry.blockedUntil && now - entry.lastFailure > this.opts.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** FailureThrottle's counting, rows instead of a Map (migration 012): the same waits, whichever instance a guess reaches. */
export class SharedFailureThrottle implements AttemptThrottle {
  private readonly clean: () => void;
  private readonly steps: number[];

  constructor(
    private readonly db: Queryable,
    private readonly opts: ThrottleOptions,
  ) {
    // A key forgotten after a quiet spell must have served its wait, as FailureThrottle checks.
    if (opts.maxWaitMs > opts.forgetAfterMs) throw new Error('maxWaitMs must not exceed forgetAfterMs');
    this.steps = backoffSteps(opts);
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
    // the key must wait (then no row is returned, and nothing changes). The wait is backoffMs's,
    // looked up by the failures counted ($4: backoffSteps, its last step standing for any more).
    const { rows } = await this.db.query(
      `INSERT INTO login_failures AS f (key, failures, last_failure) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN now() - f.last_failure > $2::float8 * interval '1 millisecond' THEN 1 ELSE f.failures + 1 END,
         last_failure = now()
       WHERE NOT (f.failures >= $3 AND now() < f.last_failure
         + ($4::float8[])[LEAST(f.failures - $3, cardinality($4::float8[]) - 1) + 1] * interval '1 millisecond')
       RETURNING failures`,
      [hashed(key), this.opts.forgetAfterMs, this.opts.failuresBeforeWait, this.steps],
      { prepare: true },
    );
    // A wait that ran out between the two statements answers 0, and the shopper is asked to try again in a second.
    return rows.length ? 0 : Math.max(1, await this.waitMs(key));
  }

  async success(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE key = $1', [hashed(key)], { prepare: true });
  }
}

/** A FailureThrottle of this process behind the same (asynchronous) surface. */
class LocalFailureThrottle implements AttemptThrottle {
  private readonly throttle: FailureThrottle;
  constructor(opts: ThrottleOptions) {
    this.throttle = new FailureThrottle(opts);
  }
  attempt = async (key: string) => this.throttle.attempt(key);
  success = async (key: string) => this.throttle.success(key);
}

/** Shared on PostgreSQL, in this process on PGlite (one process per data folder). */
export const failureThrottle = async (db: Db, opts: ThrottleOptions): Promise<AttemptThrottle> =>
  (await countsShared(db)) ? new SharedFailureThrottle(db, opts) : new LocalFailureThrottle(opts);
