import type { Queryable } from '../../../platform/db/client';
import { Params, ranking, tsquery, TsQueries, type TextMatch } from './matches';

/**
 * Suggestions look at the newest matches only: a prefix of two letters may match most of the
 * catalogue, and a box that answers as the shopper types cannot rank 20,000 products per key.
 * The search page still ranks every match.
 */
const CANDIDATES = 400;

export interface Suggested {
  products: Array<{ id: string; title: string; imgUrl: string; price: number }>;
  categories: string[];
  /** the candidate queries that find something, in the order given */
  queries: string[];
}

/**
 * In one statement: the best matches among the newest candidates, the categories holding most of
 * them, and which candidate queries (the typed words with the last one completed) find anything.
 * Candidates and categories come from the narrow search table; only the products suggested are
 * read from `products`.
 */
export async function suggestions(
  db: Queryable,
  text: TextMatch,
  queries: Array<{ text: string; match: string }>,
  limit: number,
): Promise<Suggested> {
  const params = new Params();
  const tsqueries = new TsQueries(params);
  const match = tsqueries.add(text.match);
  const rank = ranking(text, tsqueries, 'c.vector', 'c.kind');
  const { rows } = await db.query<{
    kind: string;
    id: string | null;
    text: string;
    img_url: string | null;
    price: number | null;
    n: number;
  }>(
    `WITH ${tsqueries.cte}, c AS MATERIALIZED (
       SELECT s.id, s.category, s.created_at, s.vector, s.kind FROM q, search_products s
       WHERE s.vector @@ ${match} ORDER BY s.created_at DESC, s.id LIMIT ${CANDIDATES}
     )
     SELECT 'product' AS kind, p.id::text AS id, p.title AS text, p.img_url, p.price::float8 AS price, best.n
     FROM (
       SELECT m.id, row_number() OVER (ORDER BY ${rank.rank} DESC, m.created_at DESC, m.id)::int AS n
       FROM (SELECT c.id, c.created_at, ${rank.columns} FROM q, c OFFSET 0) m
       ORDER BY n LIMIT ${params.add(limit)}
     ) best JOIN products p ON p.id = best.id
     UNION ALL
     (SELECT 'category', NULL, min(c.category), NULL, NULL, count(*)::int FROM c WHERE btrim(c.category) <> ''
      GROUP BY lower(c.category) ORDER BY count(*) DESC, 3 LIMIT 3)
     UNION ALL
     SELECT 'query', NULL, x.c->>'text', NULL, NULL, x.i::int FROM jsonb_array_elements(${params.add(JSON.stringify(queries))}::jsonb) WITH ORDINALITY AS x(c, i)
     WHERE EXISTS (SELECT 1 FROM search_products s WHERE s.vector @@ ${tsquery("x.c->>'match'")})`,
    params.values,
  );
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  return {
    products: of('product')
      .sort((a, b) => a.n - b.n)
      .map((r) => ({ id: r.id!, title: r.text, imgUrl: r.img_url ?? '', price: Number(r.price) })),
    categories: of('category').map((r) => r.text),
    queries: of('query')
      .sort((a, b) => a.n - b.n)
      .map((r) => r.text),
  };
}
