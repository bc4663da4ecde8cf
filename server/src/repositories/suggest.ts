import type { Queryable } from '../db/client';
import { RELEVANCE, rankJoin, tsquery, type TextMatch } from './search';
import { Params } from './searchFilters';

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
 */
export async function suggestions(db: Queryable, text: TextMatch, queries: Array<{ text: string; match: string }>, limit: number): Promise<Suggested> {
  const params = new Params();
  const match = tsquery(params.add(text.match));
  const rank = rankJoin(text, params, 'c');
  const { rows } = await db.query<{ kind: string; id: string | null; text: string; img_url: string | null; price: number | null; n: number }>(
    `WITH c AS MATERIALIZED (
       SELECT p.id, p.title, p.img_url, p.price, p.category, p.created_at, p.search_vector FROM products p
       WHERE p.search_vector @@ ${match} ORDER BY p.created_at DESC, p.id LIMIT ${CANDIDATES}
     )
     (SELECT 'product' AS kind, c.id::text AS id, c.title AS text, c.img_url, c.price::float8 AS price, 0 AS n
      FROM c ${rank} ORDER BY ${RELEVANCE('c')} LIMIT ${params.add(limit)})
     UNION ALL
     (SELECT 'category', NULL, min(c.category), NULL, NULL, count(*)::int FROM c WHERE btrim(c.category) <> ''
      GROUP BY lower(c.category) ORDER BY count(*) DESC, 3 LIMIT 3)
     UNION ALL
     SELECT 'query', NULL, x.c->>'text', NULL, NULL, x.i::int FROM jsonb_array_elements(${params.add(JSON.stringify(queries))}::jsonb) WITH ORDINALITY AS x(c, i)
     WHERE EXISTS (SELECT 1 FROM products p WHERE p.search_vector @@ ${tsquery("x.c->>'match'")})`,
    params.values,
  );
  return {
    products: rows.filter((r) => r.kind === 'product').map((r) => ({ id: r.id!, title: r.text, imgUrl: r.img_url ?? '', price: Number(r.price) })),
    categories: rows.filter((r) => r.kind === 'category').map((r) => r.text),
    queries: rows.filter((r) => r.kind === 'query').sort((a, b) => a.n - b.n).map((r) => r.text),
  };
}
