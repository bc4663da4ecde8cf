import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MAX_PAGE, SearchQuery, SearchResultDto, SuggestQuery, SuggestResultDto } from '../contracts';
import type { AppContext } from '../platform/http/context';
import { withOverlays } from '../modules/catalog';
import { responses } from '../platform/http/responses';
import { queryInteger } from '../platform/http/inputs';
import { FACET_NAMES, type FacetName } from '../search/facets';
import type { SearchFilters } from '../search/filters';
import { searchResult } from '../search/results';
import { suggestionsFor } from '../search/suggestions';
import type { SynonymIndex } from '../search/synonyms';
import { loadSynonyms } from '../search/words';

export const MAX_SEARCH_LIMIT = 100;
const MAX_SUGGESTED = 20;

/** Repeated filters arrive as an array, a single one as text; blanks and repeats are dropped. */
function values(v: string | string[] | undefined): string[] {
  const list = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return [...new Set(list.map((s) => s.trim()).filter(Boolean))];
}

function filtersOf(q: SearchQuery): SearchFilters {
  const minPrice = q.minPrice === undefined ? null : Number(q.minPrice);
  const maxPrice = q.maxPrice === undefined ? null : Number(q.maxPrice);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) throw httpErrors.badRequest('minPrice must not be above maxPrice');
  const lists = Object.fromEntries(FACET_NAMES.map((name) => [name, values(q[name])])) as Record<FacetName, string[]>;
  return { ...lists, minPrice, maxPrice, onSale: q.onSale === 'true' };
}

/** The same request however its filters were ordered or cased: one cache entry. */
function cacheKey(input: object & { filters: SearchFilters }): string {
  const filters = Object.fromEntries(
    Object.entries(input.filters).map(([k, v]) => [k, Array.isArray(v) ? v.map((s) => s.toLowerCase()).sort() : v]),
  );
  return JSON.stringify({ ...input, filters });
}

export async function searchRoutes(fastify: FastifyInstance, ctx: AppContext & { synonyms?: SynonymIndex }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Read at the first search, not at start: the file's terms are analysed by the database.
  let loading: Promise<SynonymIndex> | null = ctx.synonyms ? Promise.resolve(ctx.synonyms) : null;
  const synonyms = () =>
    (loading ??= loadSynonyms(ctx.db).catch((err) => {
      loading = null;
      throw err;
    }));

  app.get('/search', { schema: { querystring: SearchQuery, response: responses({ 200: SearchResultDto }) } }, async (request) => {
    const q = request.query;
    const input = {
      q: q.q,
      exact: q.exact === 'true',
      filters: filtersOf(q),
      sort: q.sort ?? (q.q === undefined ? 'newest' : 'relevance'),
      page: queryInteger(q.page, 'page', 1, 1, MAX_PAGE),
      limit: queryInteger(q.limit, 'limit', 12, 1, MAX_SEARCH_LIMIT),
    };
    const answer = await ctx.cache.get(`search:${cacheKey(input)}`, async () => searchResult(ctx, await synonyms(), input));
    return { ...answer, data: await withOverlays(ctx, answer.data) };
  });

  app.get('/search/suggest', { schema: { querystring: SuggestQuery, response: responses({ 200: SuggestResultDto }) } }, async (request) => {
    const q = request.query.q ?? '';
    const limit = queryInteger(request.query.limit, 'limit', 5, 1, MAX_SUGGESTED);
    const suggestions = await ctx.cache.get(`suggest:${JSON.stringify([q, limit])}`, async () =>
      suggestionsFor(ctx, await synonyms(), q, limit),
    );
    return { suggestions };
  });
}
