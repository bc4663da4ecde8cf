/** The answers of GET /search and /search/suggest, from checked inputs (routes/search.ts does the HTTP side). */
import type { SearchFacetsDto, SearchResultDto, SearchSort, SuggestionDto } from '../contracts';
import { absoluteUrl, type AppContext } from '../http/context';
import { countMatches, searchFacets, searchPage } from '../repositories/search';
import type { SearchFilters } from '../repositories/searchFilters';
import { suggestions } from '../repositories/suggest';
import { withAbsoluteUrls } from '../routes/products';
import { planQuery, toTextMatch } from './engine';
import type { SynonymIndex } from './synonyms';
import { allQuery, matchQuery } from './tsquery';

const QUERY_SUGGESTIONS = 3;
const EMPTY_FACETS: SearchFacetsDto = { category: [], parentCategory: [], size: [], color: [], brand: [], price: { min: null, max: null } };

export interface SearchInput {
  /** undefined: browse (no words asked) */
  q: string | undefined;
  exact: boolean;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  limit: number;
}

export async function searchAnswer(ctx: AppContext, synonyms: SynonymIndex, input: SearchInput): Promise<SearchResultDto> {
  const { q, filters, sort, page, limit } = input;
  const opts = { prefix: true, exact: input.exact };
  // The plan and the facets do not change with the page or the sort: paging reuses them.
  const plan = q === undefined ? null : await ctx.answers.get(`plan:${JSON.stringify([q, opts])}`, () => planQuery(ctx.db, synonyms, q, opts));
  const query = { q: q ?? '' };
  if (plan && plan.groups.length === 0) {
    return { data: [], pagination: { page, limit, total: 0, totalPages: 0 }, facets: EMPTY_FACETS, query };
  }
  const text = plan ? toTextMatch(plan.groups) : null;
  const [items, { total, facets }] = await Promise.all([
    searchPage(ctx.db, text, filters, sort, page, limit),
    ctx.answers.get(`facets:${JSON.stringify([text?.match ?? null, filters])}`, () => searchFacets(ctx.db, text?.match ?? null, filters)),
  ]);
  let corrected = total > 0 ? plan?.corrected : null;
  // Nothing found: offer a bolder correction when it would find something under the same filters.
  if (total === 0 && plan?.loose && (await countMatches(ctx.db, allQuery(plan.loose.groups), filters)) > 0) {
    corrected = plan.loose.text;
  }
  return {
    data: items.map((p) => withAbsoluteUrls(ctx, p)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    facets,
    query: corrected ? { ...query, corrected } : query,
  };
}

/**
 * Suggestions as the shopper types: the words so far with the last one completed (when that finds
 * anything), the categories holding most matches, then the best matching products.
 */
export async function suggestAnswer(ctx: AppContext, synonyms: SynonymIndex, q: string, limit: number): Promise<SuggestionDto[]> {
  const plan = await planQuery(ctx.db, synonyms, q, { prefix: true, exact: false });
  if (plan.groups.length === 0) return [];
  const text = toTextMatch(plan.groups);
  const before = (plan.corrected ?? q).trim().toLowerCase().split(/\s+/).slice(0, -1);
  const candidates = plan.completions.slice(0, 2 * QUERY_SUGGESTIONS).map((word) => ({
    text: [...before, word].join(' '),
    match: matchQuery([...plan.groups.slice(0, -1), { any: [[word]], exact: [[word]] }]),
  }));
  const found = await suggestions(ctx.db, text, candidates, limit);
  return [
    ...found.queries.slice(0, QUERY_SUGGESTIONS).map((t) => ({ type: 'query' as const, text: t })),
    ...found.categories.map((c) => ({ type: 'category' as const, text: c, category: c })),
    ...found.products.map((p) => ({ type: 'product' as const, text: p.title, productId: p.id, imgUrl: absoluteUrl(ctx, p.imgUrl), price: p.price })),
  ];
}
