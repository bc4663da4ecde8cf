import type { Db } from '../../platform/db/client';
import { recentFailures } from './triesRepository';

interface Failing {
  ready: Promise<void>;
  /** key → when this process last counted a failure of it (ms) */
  keys: Map<string, number>;
}

// Per database, whichever wrapper of it an app holds (they share one change channel).
const kept = new WeakMap<object, Failing>();

/**
 * On PGlite (one process per database) the keys that may be waiting are those this process counted
 * a failure of within the window, and those the database had when it first asked (from before a
 * restart): a known code typed from any other key is not looked up. Never fewer keys than have
 * rows, so a waiting key is always looked up. On PostgreSQL other instances count too: null, every
 * key is looked up.
 */
export async function failingKeys(db: Db, windowMs: number): Promise<Map<string, number> | null> {
  if (db.kind !== 'pglite') return null;
  let failing = kept.get(db.changes);
  if (!failing) {
    const keys = new Map<string, number>();
    failing = { keys, ready: recentFailures(db, windowMs).then((rows) => rows.forEach((key) => keys.set(key, Date.now()))) };
    kept.set(db.changes, failing);
  }
  await failing.ready;
  for (const [key, at] of failing.keys) if (Date.now() - at > windowMs) failing.keys.delete(key);
  return failing.keys;
}
