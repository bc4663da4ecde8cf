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

export const LOGIN_THROTTLE: ThrottleOptions = {
  failuresBeforeWait: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxKeys: 10_000,
};

/** When a key with `failures` failures in a row, the last at `lastFailure`, may try again (ms since the epoch). */
export function blockedUntil(opts: ThrottleOptions, failures: number, lastFailure: number): number {
  const over = failures - opts.failuresBeforeWait;
  return over >= 0 ? lastFailure + Math.min(opts.firstWaitMs * 2 ** over, opts.maxWaitMs) : 0;
}

/**
 * The sign-in throttle as routes use it: in this process (FailureThrottle) or shared
 * (limits/sharedLimits.ts). An attempt counts as a failure before its password is checked, and a
 * success forgets the key: guesses sent all at once are counted one by one as they arrive, so no
 * more of them reach the password check than guesses sent one after another would.
 */
export interface LoginThrottle {
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
 * Counts failed sign-ins per key with exponential backoff. Hand-written because what it needs is
 * what request rate limiters (such as @fastify/rate-limit, used for the per-client budget) do not
 * do: count only failures, forget them on success, and grow the wait with each failure. In memory,
 * so per server process: PGlite's; on PostgreSQL the count is shared (limits/sharedLimits.ts).
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

  /** As LoginThrottle's: the wait, or 0 with the attempt counted as a failure. */
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
