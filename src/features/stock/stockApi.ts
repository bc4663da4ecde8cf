import type { StockAlertRequest } from '@server/contracts';
import { baseApi } from '@/api/baseApi';
import { toStockAlert, toStockAlerts, type StockAlert } from './stockAlert';

/** "Notify me" wishes: leaving one (signed in or with an e-mail), the account's list, removing one. */
export const stockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createStockAlert: build.mutation<StockAlert, StockAlertRequest>({
      query: (body) => ({ url: 'stock/alerts', method: 'POST', body }),
      transformResponse: (body: unknown) => toStockAlert(body),
      invalidatesTags: [{ type: 'StockAlert', id: 'LIST' }],
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

export const { useCreateStockAlertMutation, useGetStockAlertsQuery, useDeleteStockAlertMutation } = stockApi;
