/**
 * Matching and ranking, on PostgreSQL's full-text machinery over the narrow search table
 * (migration 007): the products a planned query matches, as keys, in relevance order when asked.
 * Filters, facets, other sorts and pages are the API's work on its copy of the catalogue
 * (catalogue.ts, browse.ts).
 */
import type { Queryable } from '../../../platform/db/client';
import type { KindQueries } from '../tsquery';
import { KIND, MATCHED, PHRASE, rankAndKey, rankAndKeySql, type RankAndKey } from '../ranks';

/** Numbered parameters for one statement. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The tsquery texts of a planned query (tsquery.ts). */
export interface TextMatch {
  match: string;
  phrase: string;
  /** the kind named, as typed and by any alternative (tsquery.ts kindQueries) */
  kind: KindQueries;
  groups: Array<{ any: string; a: string; ab: string; exact: string | null }>;
}

export const tsquery = (param: string) => `to_tsquery('english', ${param})`;

/**
 * A statement's tsqueries, each parsed once in a one-row CTE (`q`, joined in FROM): a prepared
 * statement's generic plan would parse an inline to_tsquery($n) again for every row it tests.
 */
export class TsQueries {
  private readonly parsed: string[] = [];
  constructor(private readonly params: Params) {}

  /** The SQL naming the parsed query. */
  add(query: string): string {
    this.parsed.push(`${tsquery(this.params.add(query))} AS t${this.parsed.length}`);
    return `q.t${this.parsed.length - 1}`;
  }

  get cte(): string {
    return `q AS MATERIALIZED (SELECT ${this.parsed.join(', ')})`;
  }
}

/**
 * Each matching row's rank, one whole number, higher first. Tiers: a product of the kind the
 * query names first, as typed above as a synonym or correction names it (its last word:
 * tsquery.ts kindQueries; tested here when `kind` names the column, else added by the
 * caller), then the exact phrase in title,
 * brand or type, then every word matched, then all but one; within a tier each word scores
 * 3 in title/brand/type, 2 in category/colour, 1 anywhere, plus 1 as typed rather than corrected
 * or completed; ties are broken newest first by the caller. A word found in the title is not
 * looked for again in the lower fields (a match in A is one in A or B is one anywhere), so most
 * rows cost one test per word. With fewer than three groups every row matches every group, so
 * `anywhere`, and `as typed` when nothing was corrected or completed, are left out (the same for
 * every row). Ranks stay below RANK_LIMIT (ranks.ts, where the tiers' shares are set).
 */
export function ranking(text: TextMatch, queries: TsQueries, vector: string, kind?: string) {
  const test = (query: string) => `${vector} @@ ${queries.add(query)}`;
  const all = text.groups.length < 3;
  const kindLevel =
    kind && text.kind.typed
      ? `CASE WHEN ${kind} @@ ${queries.add(text.kind.typed)} THEN 2 WHEN ${kind} @@ ${queries.add(text.kind.any)} THEN 1 ELSE 0 END`
      : '0';
  const columns = [`${test(text.phrase)} AS phrase`, `${kindLevel} AS kind`];
  const matched: string[] = [];
  const score: string[] = [];
  text.groups.forEach((g, i) => {
    columns.push(
      `CASE WHEN ${test(g.a)} THEN 3 WHEN ${test(g.ab)} THEN 2 ${all ? 'ELSE 1' : `WHEN ${test(g.any)} THEN 1 ELSE 0`} END AS g${i}`,
    );
    score.push(all ? `(m.g${i} - 1)` : `m.g${i}`);
    if (!all) matched.push(`(m.g${i} > 0)::int`);
    if (g.exact === null || (all && g.exact === g.any)) return;
    if (g.exact === g.any) score.push(`(m.g${i} > 0)::int`);
    else {
      columns.push(`${test(g.exact)} AS e${i}`);
      score.push(`m.e${i}::int`);
    }
  });
  const rank = [
    `m.kind * ${KIND}`,
    `m.phrase::int * ${PHRASE}`,
    ...(matched.length ? [`(${matched.join(' + ')}) * ${MATCHED}`] : []),
    ...score,
  ].join(' + ');
  return { columns: columns.join(', '), rank };
}

/** The whole numbers of a comma-separated list, read in place: a broad query lists thousands. */
function numbersOf(text: string | null): Float64Array {
  if (!text) return new Float64Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const out = new Float64Array(count);
  let k = 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[k++] = n;
      n = 0;
    } else n = n * 10 + (c - 48);
  }
  out[k] = n;
  return out;
}

const keysOf = (text: string | null) => Int32Array.from(numbersOf(text));

/** The keys of the products matching `text.match`, in no order. */
export async function matchKeys(db: Queryable, text: TextMatch): Promise<Int32Array> {
  const params = new Params();
  const queries = new TsQueries(params);
  const match = queries.add(text.match);
  const { rows } = await db.query<{ keys: string | null }>(
    `WITH ${queries.cte} SELECT string_agg(s.key::text, ',') AS keys FROM q, search_products s WHERE s.vector @@ ${match}`,
    params.values,
    { prepare: true },
  );
  return keysOf(rows[0]!.keys);
}

/** The keys of the products whose kind (migration 009) matches `kind`, in no order. */
export async function kindKeys(db: Queryable, kind: string): Promise<Int32Array> {
  const params = new Params();
  const queries = new TsQueries(params);
  const match = queries.add(kind);
  const { rows } = await db.query<{ keys: string | null }>(
    `WITH ${queries.cte} SELECT string_agg(s.key::text, ',') AS keys FROM q, search_products s WHERE s.kind @@ ${match}`,
    params.values,
    { prepare: true },
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
  const queries = new TsQueries(params);
  const match = queries.add(text.match);
  // The kind tier is added by the catalogue copy (results.ts kindBonus): two tests a row cost a tenth of a search here.
  const rank = ranking(text, queries, 's.vector');
  // OFFSET 0 keeps the terms computed once per row (a flattened subquery would repeat them where used).
  // Key and rank travel as one number in one aggregate (ranks.ts).
  const { rows } = await db.query<{ matches: string | null }>(
    `WITH ${queries.cte}
     SELECT string_agg((${rankAndKeySql(rank.rank, 'm.key')})::text, ',') AS matches
     FROM (SELECT s.key, ${rank.columns} FROM q, search_products s WHERE s.vector @@ ${match} OFFSET 0) m`,
    params.values,
    { prepare: true },
  );
  const matches = numbersOf(rows[0]!.matches);
  const keys = new Int32Array(matches.length);
  const ranks = new Int32Array(matches.length);
  matches.forEach((n, i) => {
    ranks[i] = rankAndKey.high(n as RankAndKey);
    keys[i] = rankAndKey.low(n as RankAndKey);
  });
  return { keys, ranks };
}
