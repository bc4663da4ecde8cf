/** The SQL of the typed codes' throttle (codeTries.ts): one row per client address or account. */
import type { Queryable } from '../../platform/db/client';

/**
 * Counts a try of `key` as a failure unless the key is waiting: one statement, so tries at once on
 * any instance queue on the key's row and none slips past the limit. A window starts at its first
 * failure and ends `windowMs` later. Returns 0 when counted, else how long the key must still wait (ms).
 */
export async function countTry(db: Queryable, key: string, max: number, windowMs: number): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO offer_code_tries AS t (key, failures, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_start <= now() - $2::float8 * interval '1 millisecond' THEN 1 ELSE t.failures + 1 END,
       window_start = CASE WHEN t.window_start <= now() - $2::float8 * interval '1 millisecond' THEN now() ELSE t.window_start END
     WHERE NOT (t.failures >= $3 AND t.window_start > now() - $2::float8 * interval '1 millisecond')
     RETURNING failures`,
    [key, windowMs, max],
    { prepare: true },
  );
  if (rows.length > 0) return 0;
  // A window that ran out between the two statements: try again in a moment.
  return Math.max(1, await waitOf(db, [key], max, windowMs));
}

/** How long the longest waiting of `keys` (one or two) must still wait (ms; 0: they may try), nothing counted. */
export async function waitOf(db: Queryable, keys: string[], max: number, windowMs: number): Promise<number> {
  // Keys as parameters of their own, not an array: PGlite reads a text[] parameter at twice the cost.
  const { rows } = await db.query<{ wait_ms: number | null }>(
    `SELECT max(extract(epoch FROM window_start + $1::float8 * interval '1 millisecond' - now()) * 1000)::float8 AS wait_ms
     FROM offer_code_tries WHERE key IN ($3, $4) AND failures >= $2`,
    [windowMs, max, keys[0], keys[1] ?? keys[0]],
    { prepare: true },
  );
  return Math.max(0, Number(rows[0]?.wait_ms ?? 0));
}

/** A try counted on one key and refused on the next is not counted at all. */
export async function uncountTries(db: Queryable, keys: string[]): Promise<void> {
  await db.query('UPDATE offer_code_tries SET failures = greatest(failures - 1, 0) WHERE key = ANY($1::text[])', [keys]);
}

/** The keys with a failure in a window still running. */
export async function recentFailures(db: Queryable, windowMs: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM offer_code_tries WHERE failures > 0 AND window_start > now() - $1::float8 * interval '1 millisecond'`,
    [windowMs],
  );
  return rows.map((r) => r.key);
}

/** Windows long over only take room. */
export async function forgetOldTries(db: Queryable, windowMs: number): Promise<void> {
  await db.query(`DELETE FROM offer_code_tries WHERE window_start < now() - $1::float8 * interval '1 millisecond'`, [windowMs]);
}
