import { totalPages } from '../../../../rules/paging';
import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { queryInteger } from '../../platform/http/inputs';
import { responses } from '../../platform/http/responses';
import { MAX_PAGE } from '../../platform/http/wire';
import { withOverlays } from '../catalog';
import { catalogueCache } from './catalogueCache';
import { ProductListDto, ProductListQuery, SearchQuery, SearchResultDto, SuggestQuery, SuggestResultDto } from './contract';
import { FACET_NAMES, type FacetName } from '../../../../rules/facets';
import type { SearchFilters } from '../../../../rules/filters';
import { listing } from './listing';
import { LISTING_PAGE, SEARCH_PAGE, SUGGESTED_PRODUCTS } from './pageSizes';
import { catalogueOf, pageProducts, searchResult } from './results';
import { soldOutRows, stockOf } from './stock';
import { suggestionsFor } from './suggestions';
import type { SynonymIndex } from './synonyms';
import { loadSynonyms } from './words';

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
  return { ...lists, minPrice, maxPrice, onSale: q.onSale === 'true', inStock: q.inStock === 'true' };
}

/** The same request however its filters were ordered or cased: one cache entry. */
function cacheKey(input: object & { filters: SearchFilters }): string {
  const filters = Object.fromEntries(
    Object.entries(input.filters).map(([k, v]) => [k, Array.isArray(v) ? v.map((s) => s.toLowerCase()).sort() : v]),
  );
  return JSON.stringify({ ...input, filters });
}

/**
 * The spec's listing (GET /products) and the search (GET /search, GET /search/suggest), all read
 * from this app's copy of the catalogue's browsing data and its answer cache. Ratings and other
 * overlays change more often than the catalogue: laid over the cached answers, never kept in them.
 * Stock changes more often too, but decides what an answer holds and in which order (in stock
 * only, sold-out last): read for each request, and the answers kept per stock state.
 */
export async function searchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cache = catalogueCache(ctx);
  fastify.addHook('onClose', async () => cache.stop());
  // Built once the server listens, not by the first shopper's request (0.3 s at 20,000 products,
  // 1.8 s at 100,000); until then /readyz says not ready.
  ctx.readiness.needsCopy('catalogue', 'catalogue copy not built', () => catalogueOf(ctx));
  // Read at the first search, not at start: the file's terms are analysed by the database.
  let loading: Promise<SynonymIndex> | null = null;
  const synonyms = () =>
    (loading ??= loadSynonyms(ctx.db).catch((err) => {
      loading = null;
      throw err;
    }));

  app.get('/products', { schema: { querystring: ProductListQuery, response: responses({ 200: ProductListDto }) } }, async (request) => {
    const q = request.query;
    const page = queryInteger(q.page, 'page', 1, 1, MAX_PAGE);
    const limit = Math.min(queryInteger(q.limit, 'limit', LISTING_PAGE.fallback, 1, Number.MAX_SAFE_INTEGER), LISTING_PAGE.max);
    const filters = { ...q, page, limit, featured: q.featured === 'true', inStock: q.inStock === 'true' };
    const stock = await stockOf(ctx.db);
    const answer = await cache.get(`products:${stock.digest}:${JSON.stringify(filters)}`, async () => {
      const catalogue = await catalogueOf(ctx);
      const { total, ids } = listing(catalogue, filters, soldOutRows(catalogue, stock));
      return {
        data: await pageProducts(ctx, ids),
        pagination: { page, limit, total, totalPages: totalPages(total, limit) },
      };
    });
    return { ...answer, data: await withOverlays(ctx, answer.data) };
  });

  app.get('/search', { schema: { querystring: SearchQuery, response: responses({ 200: SearchResultDto }) } }, async (request) => {
    const q = request.query;
    const input = {
      q: q.q,
      exact: q.exact === 'true',
      filters: filtersOf(q),
      sort: q.sort ?? (q.q === undefined ? 'newest' : 'relevance'),
      page: queryInteger(q.page, 'page', 1, 1, MAX_PAGE),
      limit: queryInteger(q.limit, 'limit', SEARCH_PAGE.fallback, 1, SEARCH_PAGE.max),
    };
    const stock = await stockOf(ctx.db);
    const answer = await cache.get(`search:${stock.digest}:${cacheKey(input)}`, async () =>
      searchResult(ctx, await synonyms(), input, stock),
    );
    return { ...answer, data: await withOverlays(ctx, answer.data) };
  });

  app.get('/search/suggest', { schema: { querystring: SuggestQuery, response: responses({ 200: SuggestResultDto }) } }, async (request) => {
    const q = request.query.q ?? '';
    const limit = queryInteger(request.query.limit, 'limit', SUGGESTED_PRODUCTS.fallback, 1, SUGGESTED_PRODUCTS.max);
    const suggestions = await cache.get(`suggest:${JSON.stringify([q, limit])}`, async () =>
      suggestionsFor(ctx, await synonyms(), q, limit),
    );
    return { suggestions };
  });
}
