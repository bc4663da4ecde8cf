import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './apiBase';
import { createBaseQuery } from './baseQuery';

/**
 * Only what a mutation invalidates: orders (placing one, paying, signing in) and the account
 * (signing in). The catalogue, store info and payment fields change under no action of the
 * shopper's, so they carry no tags; a `providesTags` naming another type fails the typecheck.
 */
export const TAG_TYPES = ['Order', 'Account'] as const;

/** The one API slice; each feature injects its endpoints beside its screens. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(apiBaseUrl),
  tagTypes: TAG_TYPES,
  // Back online, every screen's data is fetched again (an offline answer may be stale or missing).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
