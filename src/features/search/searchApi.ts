import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { lacksEndpoint } from '@rules/missingEndpoint';
import { MAX_PAGE_SIZE } from '@rules/paging';
import { baseApi } from '@/api/baseApi';
import { isRecord } from '@/utils/guards';
import type { RootState } from '@/state/types';
import { isSearchAnswer, toIndexedProducts, toSearchResult, toSuggestions, type IndexedProduct } from './normalizers';
import { SUGGESTION_LIMIT, toSearchQueryString, type SearchRequest, type SearchResult, type Suggestion } from './searchResult';
import { searchBackendDetected, selectSearchBackend } from './searchSlice';

/**
 * The client index lists the catalogue in the largest pages the API serves, ten of them at most:
 * every page is a request the shopper waits for before the first result.
 */
export const CATALOGUE_MAX_PAGES = 10;
const SEARCH_CACHE_SECONDS = 5 * 60;

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type Answer = Awaited<ReturnType<BaseQuery>>;

// The client index is code only an API without search needs: its own chunk, fetched on the first fallback.
const loadClientIndex = () => import(/* webpackChunkName: "search-index" */ './fallback/clientIndex');

/**
 * An API without search: `/search` answers a status saying the endpoint is missing (rules/missingEndpoint.ts,
 * or a parse error of such a status), or 200 with something that is not a search answer (an API
 * that serves a page for unknown paths). Nothing else is assumed about the server.
 */
function searchMissing(answer: Answer): boolean {
  const error = answer.error as { status?: unknown; originalStatus?: unknown } | undefined;
  if (!error) return !isSearchAnswer(answer.data);
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return lacksEndpoint(status) || (status === 200 && error.status === 'PARSING_ERROR');
}

const clientSearches = (getState: () => unknown) => selectSearchBackend(getState() as RootState) === 'client';

const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The spec's `/products` listing, page after page: what the client index searches. Kept for the visit. */
    clientIndexCatalogue: build.query<IndexedProduct[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const products: IndexedProduct[] = [];
        for (let page = 1; page <= CATALOGUE_MAX_PAGES; page += 1) {
          const answer = await baseQuery({ url: 'products', params: { page, limit: MAX_PAGE_SIZE } });
          if (answer.error) return products.length ? { data: products } : { error: answer.error };
          const batch = toIndexedProducts(answer.data);
          const total = isRecord(answer.data) && isRecord(answer.data.pagination) ? Number(answer.data.pagination.total) : NaN;
          for (const item of batch) if (!products.some((kept) => kept.product.id === item.product.id)) products.push(item);
          if (batch.length < MAX_PAGE_SIZE || products.length >= total) break;
        }
        return { data: products };
      },
      keepUnusedDataFor: Infinity,
    }),
  }),
});

/** The catalogue for the client index, fetched once per visit by the first search that needs it. */
async function catalogueFor(dispatch: (action: unknown) => unknown) {
  const result = (await dispatch(catalogueApi.endpoints.clientIndexCatalogue.initiate(undefined, { subscribe: false }))) as {
    data?: IndexedProduct[];
    error?: unknown;
  };
  if (result.data) return { data: result.data };
  return { error: (result.error as FetchBaseQueryError | undefined) ?? { status: 'CUSTOM_ERROR' as const, error: 'No catalogue' } };
}

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult, SearchRequest>({
      async queryFn(request, api, _extra, baseQuery) {
        if (!clientSearches(api.getState)) {
          const answer = await baseQuery(`search?${toSearchQueryString(request)}`);
          if (!searchMissing(answer)) {
            if (answer.error) return { error: answer.error };
            api.dispatch(searchBackendDetected('server'));
            return { data: toSearchResult(answer.data) };
          }
          api.dispatch(searchBackendDetected('client'));
        }
        const catalogue = await catalogueFor(api.dispatch);
        if (!catalogue.data) return catalogue;
        const { searchCatalogue } = await loadClientIndex();
        return { data: searchCatalogue(catalogue.data, request) };
      },
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
    suggest: build.query<Suggestion[], string>({
      async queryFn(q, api, _extra, baseQuery) {
        if (!clientSearches(api.getState)) {
          const answer = await baseQuery({ url: 'search/suggest', params: { q, limit: SUGGESTION_LIMIT } });
          const missing = answer.error ? searchMissing(answer) : !isRecord(answer.data) || !Array.isArray(answer.data.suggestions);
          if (!missing) return answer.error ? { error: answer.error } : { data: toSuggestions(answer.data) };
          api.dispatch(searchBackendDetected('client'));
        }
        const catalogue = await catalogueFor(api.dispatch);
        if (!catalogue.data) return catalogue;
        const { suggestFromCatalogue } = await loadClientIndex();
        return { data: suggestFromCatalogue(catalogue.data, q, SUGGESTION_LIMIT) };
      },
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
  }),
});

export const { useSearchQuery, useSuggestQuery, usePrefetch: usePrefetchSearch } = searchApi;
