import type { StockAlertRequest } from '@server/contracts';
import { baseApi } from '@/api/baseApi';
import type { Product } from '@/entities/product/product';
import { toStock } from '@/entities/product/stock';
import { isRecord } from '@/utils/guards';
import { encodeUrlPart } from '@/utils/urls';
import { toStockAlert, toStockAlerts, type StockAlert } from './stockAlert';

/** "Notify me" wishes: leaving one (signed in or with an e-mail), the account's list, removing one. */
export const stockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createStockAlert: build.mutation<StockAlert, StockAlertRequest>({
      query: (body) => ({ url: 'stock/alerts', method: 'POST', body }),
      transformResponse: (body: unknown) => toStockAlert(body),
      invalidatesTags: [{ type: 'StockAlert', id: 'LIST' }],
    }),
    /**
     * What a product has left, read afresh for a cart line: the product's own answer, but apart
     * from the product page's query, whose failure toasts "Failed to load product details" — a cart
     * opened offline or on a flaky line must not say that of a line it only checks.
     */
    getLineStock: build.query<Pick<Product, 'variants' | 'lowStockThreshold'>, string>({
      query: (id) => `products/${encodeUrlPart(id)}`,
      transformResponse: (body: unknown) => (isRecord(body) ? toStock(body) : {}),
      keepUnusedDataFor: 0,
    }),
    getStockAlerts: build.query<StockAlert[], void>({
      query: () => 'stock/alerts',
      transformResponse: (body: unknown) => toStockAlerts(body),
      providesTags: [{ type: 'StockAlert', id: 'LIST' }],
    }),
    deleteStockAlert: build.mutation<null, string>({
      query: (id) => ({ url: `stock/alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: [{ type: 'StockAlert', id: 'LIST' }],
    }),
  }),
});

export const { useCreateStockAlertMutation, useGetLineStockQuery, useGetStockAlertsQuery, useDeleteStockAlertMutation } = stockApi;
