import type { Queryable } from '../db/client';

/**
 * For the suggestion list: the categories holding most matches, and which of the candidate
 * queries (the typed words with the last one completed) find anything, in one statement.
 */
export async function suggestExtras(db: Queryable, match: string, candidates: Array<{ text: string; match: string }>) {
  const { rows } = await db.query<{ kind: string; text: string; n: number }>(
    `(SELECT 'category' AS kind, min(p.category) AS text, count(*)::int AS n FROM products p
      WHERE p.search_vector @@ to_tsquery('english', $1) AND btrim(p.category) <> ''
      GROUP BY lower(p.category) ORDER BY n DESC, 2 LIMIT 3)
     UNION ALL
     SELECT 'query', c->>'text', x.i::int FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(c, i)
     WHERE EXISTS (SELECT 1 FROM products p WHERE p.search_vector @@ to_tsquery('english', c->>'match'))`,
    [match, JSON.stringify(candidates)],
  );
  return {
    categories: rows.filter((r) => r.kind === 'category').map((r) => r.text),
    queries: rows.filter((r) => r.kind === 'query').sort((a, b) => a.n - b.n).map((r) => r.text),
  };
}
