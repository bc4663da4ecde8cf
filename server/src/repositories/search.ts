/**
 * Matching and ranking, on PostgreSQL's full-text machinery over the narrow search table
 * (migration 007): the products a planned query matches, as keys, in relevance order when asked.
 * Filters, facets, other sorts and pages are the API's work on its copy of the catalogue
 * (search/catalogue.ts, search/browse.ts).
 */
import type { Queryable } from '../db/client';
import { Params } from './searchFilters';

/** The tsquery texts of a planned query (search/tsquery.ts). */
export interface TextMatch {
  match: string;
  phrase: string;
  groups: Array<{ any: string; a: string; ab: string; exact: string | null }>;
}

export const tsquery = (param: string) => `to_tsquery('english', ${param})`;

/**
 * The ranking's terms, each tsquery tested once per row however often it counts. Tiers: the exact
 * phrase in title, brand or type first, then every word matched, then all but one; within a tier
 * each word scores for title/brand/type, category/colour, anywhere, and as typed rather than
 * corrected or completed; then newest. Terms equal on every matching row are left out: with fewer
 * than three groups every row matches every group (so `anywhere`, and `as typed` when nothing was
 * corrected or completed, add the same to every row).
 */
export function ranking(text: TextMatch, params: Params, vector: string) {
  const terms = new Map<string, string>();
  const term = (query: string) => {
    if (!terms.has(query)) terms.set(query, `f${terms.size}`);
    return `m.${terms.get(query)}::int`;
  };
  const all = text.groups.length < 3;
  const phrase = term(text.phrase);
  const matched = all ? ['0'] : text.groups.map((g) => term(g.any));
  const score = text.groups.flatMap((g) => [
    term(g.a),
    term(g.ab),
    ...(all ? [] : [term(g.any)]),
    ...(g.exact === null || (all && g.exact === g.any) ? [] : [term(g.exact)]),
  ]);
  const columns = [...terms].map(([query, name]) => `${vector} @@ ${tsquery(params.add(query))} AS ${name}`).join(', ');
  return { columns, order: `${phrase} DESC, ${matched.join(' + ')} DESC, ${score.join(' + ')} DESC` };
}

const keysOf = (text: string | null) => Int32Array.from(text ? text.split(',') : [], Number);

/**
 * The keys of the products matching `text.match`: in relevance order (ties newest first, then by
 * id, as the catalogue copy orders rows) when `ranked`, else in no order.
 */
export async function matchKeys(db: Queryable, text: TextMatch, ranked: boolean): Promise<Int32Array> {
  const params = new Params();
  const where = `s.vector @@ ${tsquery(params.add(text.match))}`;
  if (!ranked) {
    const { rows } = await db.query<{ keys: string | null }>(
      `SELECT string_agg(s.key::text, ',') AS keys FROM search_products s WHERE ${where}`,
      params.values,
    );
    return keysOf(rows[0]!.keys);
  }
  const rank = ranking(text, params, 's.vector');
  // OFFSET 0 keeps the terms computed once per row (a flattened subquery would repeat them where used).
  const { rows } = await db.query<{ keys: string | null }>(
    `SELECT string_agg(m.key::text, ',' ORDER BY ${rank.order}, m.created_at DESC, m.id) AS keys
     FROM (SELECT s.key, s.created_at, s.id, ${rank.columns} FROM search_products s WHERE ${where} OFFSET 0) m`,
    params.values,
  );
  return keysOf(rows[0]!.keys);
}
