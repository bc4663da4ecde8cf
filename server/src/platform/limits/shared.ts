import crypto from 'node:crypto';
import type { Db } from '../db/client';

/**
 * What the limits count in PostgreSQL (migration 012) when several server processes share it, so N
 * instances allow what one does. PGlite serves a single process, which keeps counting in memory.
 */

/** Keys are stored hashed: they hold e-mail and network addresses, which a table dump should not show. */
export const hashed = (key: string) => crypto.createHash('sha256').update(key).digest('base64url');

const CLEAN_EVERY_MS = 60_000;

/** Runs `clean` at most once a minute, without waiting for it: expired rows only cost disk space. */
export function sometimes(clean: () => Promise<unknown>): () => void {
  let last = -Infinity;
  return () => {
    if (performance.now() - last < CLEAN_EVERY_MS) return;
    last = performance.now();
    clean().catch(() => undefined);
  };
}

/**
 * Whether the counts can be shared: PostgreSQL, with migration 012's tables. Without them (an app
 * built on a database not yet migrated, as the migration test's old server is) it counts in its
 * memory, as before them.
 */
export async function countsShared(db: Db): Promise<boolean> {
  if (db.kind !== 'pg') return false;
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT to_regclass('rate_limit_hits') IS NOT NULL AND to_regclass('login_failures') IS NOT NULL AS ok`,
  );
  return rows[0]!.ok;
}
