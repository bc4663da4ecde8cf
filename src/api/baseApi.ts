import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './apiBase';
import { createBaseQuery } from './baseQuery';

export const TAG_TYPES = ['StoreInfo', 'Product', 'Order', 'Account', 'PaymentFields'] as const;

/** The one API slice; each feature injects its endpoints beside its screens. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(apiBaseUrl),
  tagTypes: TAG_TYPES,
  // Back online, every screen's data is fetched again (an offline answer may be stale or missing).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
