import type { Queryable } from '../../../platform/db/client';

/** Moves on whenever indexCatalog changed something: what the answer cache checks. */
export const CATALOG_VERSION = 'catalog_version';

/**
 * Brings the search columns up to date (migration 006's SQL functions): products whose
 * search_text is NULL (new or changed) are indexed, then the vocabulary is rebuilt if anything
 * changed or `words` asks for it (after products were deleted), and the catalogue's version moves
 * on so cached answers are dropped. Returns how many products were indexed.
 */
export async function indexCatalog(db: Queryable, { words = false } = {}): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT search_index_products() AS n');
  const n = rows[0]!.n;
  if (n > 0 || words) {
    await db.query('SELECT search_index_words()');
    await db.query(
      `INSERT INTO settings (key, value) VALUES ($1, '1')
       ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text`,
      [CATALOG_VERSION],
    );
  }
  return n;
}
