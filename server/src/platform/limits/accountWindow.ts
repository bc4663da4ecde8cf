import type { Queryable } from '../db/client';
import { tooMany } from './tooMany';

export interface AccountWindow {
  /** a table of rows the account makes (orders, review writes), with `user_id` and `created_at` */
  table: string;
  userId: string;
  windowMs: number;
  /** rows the account may make per window */
  max: number;
  /** the 429's sentence */
  message: string;
  /** the table only counts (nothing else reads it): rows past the window are deleted on the way */
  forget?: boolean;
}

/**
 * The per-account limit: counted from the rows the account made in the last `windowMs`, in the
 * caller's transaction, so every instance on the database agrees, and replays and refused
 * requests (which write no row) cost nothing. Locks the user row first, so one account's
 * concurrent requests are counted one after another and cannot all slip under the limit together.
 * Past the limit: tooMany, with the wait until the oldest row leaves the window.
 */
export async function withinAccountLimit(tx: Queryable, w: AccountWindow): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [w.userId]);
  if (w.forget) {
    await tx.query(`DELETE FROM ${w.table} WHERE user_id = $1 AND created_at <= now() - $2::int * interval '1 millisecond'`, [
      w.userId,
      w.windowMs,
    ]);
  }
  const { rows } = await tx.query<{ n: number; wait_ms: number | null }>(
    `SELECT count(*)::int AS n,
       (extract(epoch FROM min(created_at) + $2::int * interval '1 millisecond' - now()) * 1000)::float8 AS wait_ms
     FROM ${w.table} WHERE user_id = $1 AND created_at > now() - $2::int * interval '1 millisecond'`,
    [w.userId, w.windowMs],
  );
  if (rows[0]!.n >= w.max) throw tooMany(w.message, Math.max(0, Number(rows[0]!.wait_ms ?? 0)));
}
