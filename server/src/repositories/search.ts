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

/** Each tier's share of a rank: below it, at most 8 groups matched and at most 4 × 8 group terms scored. */
const MATCHED = 64;
const PHRASE = 64 * MATCHED;

/**
 * The ranking's terms, each tsquery tested once per row however often it counts, summed into one
 * whole number per row, higher first. Tiers: the exact phrase in title, brand or type first, then
 * every word matched, then all but one; within a tier each word scores for title/brand/type,
 * category/colour, anywhere, and as typed rather than corrected or completed; ties are broken newest
 * first by the caller. Terms equal on every matching row are left out: with fewer than three
 * groups every row matches every group (so `anywhere`, and `as typed` when nothing was corrected
 * or completed, add the same to every row).
 */
export function ranking(text: TextMatch, params: Params, vector: string) {
  const terms = new Map<string, string>();
  const term = (query: string) => {
    if (!terms.has(query)) terms.set(query, `f${terms.size}`);
    return `m.${terms.get(query)}::int`;
  };
  const all = text.groups.length < 3;
  const phrase = term(text.phrase);
  const matched = all ? [] : text.groups.map((g) => term(g.any));
  const score = text.groups.flatMap((g) => [
    term(g.a),
    term(g.ab),
    ...(all ? [] : [term(g.any)]),
    ...(g.exact === null || (all && g.exact === g.any) ? [] : [term(g.exact)]),
  ]);
  const columns = [...terms].map(([query, name]) => `${vector} @@ ${tsquery(params.add(query))} AS ${name}`).join(', ');
  const rank = [`${phrase} * ${PHRASE}`, ...(matched.length ? [`(${matched.join(' + ')}) * ${MATCHED}`] : []), ...score].join(' + ');
  return { columns, rank };
}

const keysOf = (text: string | null) => Int32Array.from(text ? text.split(',') : [], Number);

/** The keys of the products matching `text.match`, in no order. */
export async function matchKeys(db: Queryable, text: TextMatch): Promise<Int32Array> {
  const params = new Params();
  const { rows } = await db.query<{ keys: string | null }>(
    `SELECT string_agg(s.key::text, ',') AS keys FROM search_products s WHERE s.vector @@ ${tsquery(params.add(text.match))}`,
    params.values,
  );
  return keysOf(rows[0]!.keys);
}

export interface RankedMatches {
  keys: Int32Array;
  /** each key's rank, higher first (ties: newest first, which the catalogue copy knows) */
  ranks: Int32Array;
}

/**
 * The keys of the products matching `text.match` with their ranks, in no order: sorting thousands
 * of rows by the rank and then by date cost PostgreSQL more than scoring them (4 of 10 ms for a
 * three-word query matching 2,500 products); the catalogue copy sorts them in a fraction of that.
 */
export async function rankedMatches(db: Queryable, text: TextMatch): Promise<RankedMatches> {
  const params = new Params();
  const where = `s.vector @@ ${tsquery(params.add(text.match))}`;
  const rank = ranking(text, params, 's.vector');
  // OFFSET 0 keeps the terms computed once per row (a flattened subquery would repeat them where used).
  // Key and rank travel as one number (rank × 2^32 + key, below 2^53) in one aggregate.
  const { rows } = await db.query<{ matches: string | null }>(
    `SELECT string_agg(((${rank.rank})::int8 * 4294967296 + m.key)::text, ',') AS matches
     FROM (SELECT s.key, ${rank.columns} FROM search_products s WHERE ${where} OFFSET 0) m`,
    params.values,
  );
  const parts = rows[0]!.matches ? rows[0]!.matches.split(',') : [];
  const keys = new Int32Array(parts.length);
  const ranks = new Int32Array(parts.length);
  parts.forEach((part, i) => {
    const n = Number(part);
    ranks[i] = Math.floor(n / 4294967296);
    keys[i] = n % 4294967296;
  });
  return { keys, ranks };
}
