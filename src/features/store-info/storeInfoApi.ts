import { createSelector } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import type { AppDispatch } from '@/state/types';
import { toStoreInfo } from './normalizers';
import { DEFAULT_BRAND_NAME, DEFAULT_HEADER_CATEGORIES, MAX_HEADER_CATEGORIES, type StoreInfo } from './storeInfo';

export const storeInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStoreInfo: build.query<StoreInfo, void>({
      query: () => 'storeInfo',
      transformResponse: toStoreInfo,
      // Read once per visit (one request per page load): kept for the session even while no
      // screen shows it (the sign-in screens have no header or footer).
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetStoreInfoQuery } = storeInfoApi;

const selectStoreInfoResult = storeInfoApi.endpoints.getStoreInfo.select();

export const selectStoreInfo = (state: Parameters<typeof selectStoreInfoResult>[0]) => selectStoreInfoResult(state).data;

/**
 * 'failed' only while no record ever arrived: a failed call keeps its error while it is retried,
 * so a retry shows no skeleton between the default brand and the real one.
 */
export type StoreInfoStatus = 'loading' | 'ready' | 'failed';

export const selectStoreInfoStatus = createSelector([selectStoreInfoResult], (result): StoreInfoStatus => {
  if (result.data) return 'ready';
  return result.error ? 'failed' : 'loading';
});

/** Store name, else company name, else the built-in brand (spec §2 header). */
export const selectStoreName = createSelector([selectStoreInfo], (info) => info?.storeName || info?.companyName || DEFAULT_BRAND_NAME);

export const selectHeaderCategories = createSelector([selectStoreInfo], (info) =>
  (info?.categories.length ? info.categories : DEFAULT_HEADER_CATEGORIES).slice(0, MAX_HEADER_CATEGORIES),
);

/** Every page's shell (header, footer) reads store info: a page server fetches it first. */
export const loadStoreInfo = ({ dispatch }: { dispatch: AppDispatch }) => dispatch(storeInfoApi.endpoints.getStoreInfo.initiate());
