import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './apiBase';
import { createBaseQuery } from './baseQuery';
import { pageDataReceived } from './pageData';

/**
 * Only what a mutation invalidates: orders (placing one, paying, signing in) and the account
 * (signing in). The catalogue, store info and payment fields change under no action of the
 * shopper's, so they carry no tags; a `providesTags` naming another type fails the typecheck.
 */
export const TAG_TYPES = ['Order', 'OrderReturns', 'ExchangeOptions', 'Account', 'Review', 'StockAlert'] as const;

/** The one API slice; each feature injects its endpoints beside its screens. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(apiBaseUrl),
  tagTypes: TAG_TYPES,
  // Back online, every screen's data is fetched again (an offline answer may be stale or missing).
  refetchOnReconnect: true,
  // A server-rendered page brings the answers its screen shows (src/api/pageData.ts).
  extractRehydrationInfo(action) {
    // The entries are this slice's own, as the server's store wrote them; RTK Query's type for
    // the whole slice state names parts (subscriptions, config) a page leaves out on purpose.
    return pageDataReceived.match(action) ? (action.payload as never) : undefined;
  },
  endpoints: () => ({}),
});
