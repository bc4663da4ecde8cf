import type { FacetCountDto, ProductDto, SearchFacetsDto, SearchSort } from '../contracts';
import type { Queryable } from '../db/client';
import { COLUMNS, hydrate, type ProductRow } from './products';
import { allBut, filterConditions, Params, type FilterName, type SearchFilters } from './searchFilters';

/** The tsquery texts of a planned query (search/tsquery.ts). */
export interface TextMatch {
  match: string;
  phrase: string;
  groups: Array<{ any: string; a: string; ab: string; exact: string | null }>;
}

/** Most values listed per facet, the commonest first. */
export const MAX_FACET_VALUES = 100;

// Ties end newest first, then by id, so every order is total and pages never overlap.
const ORDER: Record<Exclude<SearchSort, 'relevance'>, string> = {
  newest: 'p.created_at DESC, p.id',
  'price-asc': 'p.price ASC, p.created_at DESC, p.id',
  'price-desc': 'p.price DESC, p.created_at DESC, p.id',
  discount: 'p.discount DESC, p.created_at DESC, p.id',
};

export const tsquery = (param: string) => `to_tsquery('english', ${param})`;

/**
 * Relevance of the product row `alias` as a lateral join `r` (phrase, matched, score); order by
 * RELEVANCE. Tiers: the exact phrase in title, brand or type first, then every word matched, then
 * all but one; within a tier by where the words were found (each word scores for title/brand/type,
 * category/colour, anywhere, and as typed rather than corrected or completed), then newest.
 */
export function rankJoin(text: TextMatch, params: Params, alias = 'p'): string {
  // Each tsquery is a bound constant, parsed once per statement; per row only @@ runs.
  const v = `${alias}.search_vector`;
  const has = (query: string | null) => (query === null ? '0' : `(${v} @@ ${tsquery(params.add(query))})::int`);
  const matched = text.groups.map((g) => has(g.any)).join(' + ');
  const score = text.groups.flatMap((g) => [has(g.a), has(g.ab), has(g.any), has(g.exact)]).join(' + ');
  return `CROSS JOIN LATERAL (SELECT ${v} @@ ${tsquery(params.add(text.phrase))} AS phrase, ${matched} AS matched, ${score} AS score) r`;
}
export const RELEVANCE = (alias = 'p') => `r.phrase DESC, r.matched DESC, r.score DESC, ${alias}.created_at DESC, ${alias}.id`;

/** The products matching `text` and the filters in `sort` order, as one statement. */
function rankedSelect(columns: string, text: TextMatch | null, filters: SearchFilters, sort: SearchSort, limit: number, offset: number) {
  const params = new Params();
  const where = [allBut(filterConditions(filters, params))];
  if (text) where.push(`p.search_vector @@ ${tsquery(params.add(text.match))}`);
  const ranked = text !== null && sort === 'relevance';
  const rank = ranked ? rankJoin(text, params) : '';
  const order = ranked ? RELEVANCE() : ORDER[sort === 'relevance' ? 'newest' : sort];
  const sql = `SELECT ${columns} FROM products p ${rank} WHERE ${where.join(' AND ')}
    ORDER BY ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  return { sql, params: params.values };
}

/** One page of products, complete with images and attributes. */
export async function searchPage(
  db: Queryable,
  text: TextMatch | null,
  filters: SearchFilters,
  sort: SearchSort,
  page: number,
  limit: number,
): Promise<ProductDto[]> {
  const { sql, params } = rankedSelect(COLUMNS, text, filters, sort, limit, (page - 1) * limit);
  return hydrate(db, (await db.query<ProductRow>(sql, params)).rows);
}

const FACETS = [
  ['category', 'm.category'],
  ['parentCategory', 'm.parent_category'],
  ['size', 'x'],
  ['color', 'x'],
  ['brand', 'x'],
] as const;
const ARRAYS: Record<string, string> = { size: 'm.sizes', color: 'm.colors', brand: 'm.brands' };

/** Values that differ only in case ("Black", "black") count as one, shown as the commonest spelling. */
function merged(rows: FacetCountDto[]): FacetCountDto[] {
  const byKey = new Map<string, { count: number; best: FacetCountDto }>();
  for (const r of rows) {
    const key = r.value.toLowerCase();
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { count: r.count, best: r });
    else {
      seen.count += r.count;
      if (r.count > seen.best.count) seen.best = r;
    }
  }
  return [...byKey.values()]
    .map(({ count, best }) => ({ value: best.value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, MAX_FACET_VALUES);
}

/**
 * The total, and each facet counted with every other filter applied but its own, in one
 * statement: the matching products are read once with a flag per filter, then counted per facet.
 * (The facet arrays hold trimmed, non-empty values: migration 006 builds them so.)
 */
export async function searchFacets(
  db: Queryable,
  match: string | null,
  filters: SearchFilters,
): Promise<{ total: number; facets: SearchFacetsDto }> {
  const params = new Params();
  const conditions = filterConditions(filters, params);
  const names = Object.keys(conditions) as FilterName[];
  const flags = names.map((n) => `, (${conditions[n]}) AS "f_${n}"`).join('');
  const only = (except?: FilterName) => names.filter((n) => n !== except).map((n) => `m."f_${n}"`).join(' AND ') || 'TRUE';
  const branches = FACETS.map(([name, value]) => {
    const from = ARRAYS[name] ? `m CROSS JOIN LATERAL unnest(${ARRAYS[name]}) AS x` : 'm';
    return `SELECT '${name}' AS facet, ${value} AS value, count(*)::int AS n, NULL::float8 AS lo, NULL::float8 AS hi
      FROM ${from} WHERE ${only(name)} AND ${value} IS NOT NULL GROUP BY ${value}`;
  });
  const { rows } = await db.query<{ facet: string; value: string | null; n: number; lo: number | null; hi: number | null }>(
    `WITH m AS MATERIALIZED (
       SELECT p.category, p.parent_category, p.sizes, p.colors, p.brands, p.price${flags}
       FROM products p ${match ? `WHERE p.search_vector @@ ${tsquery(params.add(match))}` : ''}
     )
     SELECT 'total' AS facet, NULL AS value, count(*)::int AS n, NULL::float8 AS lo, NULL::float8 AS hi FROM m WHERE ${only()}
     UNION ALL
     SELECT 'price', NULL, count(*)::int, min(m.price)::float8, max(m.price)::float8 FROM m WHERE ${only('price')}
     UNION ALL ${branches.join('\nUNION ALL\n')}`,
    params.values,
  );
  const lists: Record<string, FacetCountDto[]> = { category: [], parentCategory: [], size: [], color: [], brand: [] };
  const facets: SearchFacetsDto = { category: [], parentCategory: [], size: [], color: [], brand: [], price: { min: null, max: null } };
  let total = 0;
  for (const r of rows) {
    if (r.facet === 'total') total = r.n;
    else if (r.facet === 'price') facets.price = { min: r.lo === null ? null : Number(r.lo), max: r.hi === null ? null : Number(r.hi) };
    else if (r.value?.trim()) lists[r.facet]!.push({ value: r.value, count: r.n });
  }
  for (const [name] of FACETS) facets[name] = merged(lists[name]!);
  return { total, facets };
}

/** How many products match every word of a (corrected) query under the filters. */
export async function countMatches(db: Queryable, match: string, filters: SearchFilters): Promise<number> {
  const params = new Params();
  const where = allBut(filterConditions(filters, params));
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p WHERE ${where} AND p.search_vector @@ ${tsquery(params.add(match))}`,
    params.values,
  );
  return rows[0]!.n;
}
