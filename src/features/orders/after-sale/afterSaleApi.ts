import type { CancelOrderRequest, CreateReturnRequest } from '@server/contracts';
import { baseApi } from '@/api/baseApi';
import { IDEMPOTENCY_HEADER } from '@/api/idempotencyKey';
import { toProduct } from '@/entities/product/normalizers';
import type { Product } from '@/entities/product/product';
import { encodeUrlPart } from '@/utils/urls';
import { toOrder } from '../normalizers';
import type { Order } from '../order';
import { NOT_OFFERED, toOrderAfterSale, toOrderReturn, type OrderAfterSale, type OrderReturn } from './afterSale';

export interface CancelOrderArgs {
  orderId: string;
  request: CancelOrderRequest;
  idempotencyKey: string;
}

export interface RequestReturnArgs {
  orderId: string;
  request: CreateReturnRequest;
  idempotencyKey: string;
}

/** What an order's change touches: the list, the order and its returns are read again. */
const changed = (orderId: string) => [
  { type: 'Order' as const, id: 'LIST' },
  { type: 'Order' as const, id: orderId },
  { type: 'OrderReturns' as const, id: orderId },
];

/** Cancelling an order, returning or exchanging its lines, and reading what it allows. */
export const afterSaleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderAfterSale: build.query<OrderAfterSale, string>({
      // An API without the after-sale calls answers 404 or 405 for the route: the order is then
      // shown as before, without actions, and no failure is reported.
      async queryFn(orderId, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(`orders/${encodeUrlPart(orderId)}/returns`);
        if (result.error) {
          const { status } = result.error;
          return status === 404 || status === 405 ? { data: NOT_OFFERED } : { error: result.error };
        }
        return { data: toOrderAfterSale(result.data) };
      },
      providesTags: (_data, _error, orderId) => [{ type: 'OrderReturns', id: orderId }],
    }),
    cancelOrder: build.mutation<Order, CancelOrderArgs>({
      query: ({ orderId, request, idempotencyKey }) => ({
        url: `orders/${encodeUrlPart(orderId)}/cancel`,
        method: 'POST',
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      transformResponse: toOrder,
      // Refused too (shipped meanwhile): the order is read again so its page shows where it stands.
      invalidatesTags: (_order, _error, { orderId }) => changed(orderId),
    }),
    requestReturn: build.mutation<OrderReturn, RequestReturnArgs>({
      query: ({ orderId, request, idempotencyKey }) => ({
        url: `orders/${encodeUrlPart(orderId)}/returns`,
        method: 'POST',
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      transformResponse: toOrderReturn,
      // Refused as sold out, the exchange's choices are read again so the shopper sees what is left.
      invalidatesTags: (result, _error, { orderId }) =>
        result ? changed(orderId) : [{ type: 'OrderReturns', id: orderId }, 'ExchangeOptions'],
    }),
    /** The sizes and colours a product comes in and what each has left, for an exchange's choice. */
    getExchangeOptions: build.query<Pick<Product, 'sizes' | 'colors' | 'variants'>, string>({
      query: (productId) => `products/${encodeUrlPart(productId)}`,
      transformResponse: (body: unknown) => {
        const { sizes, colors, variants } = toProduct(body);
        return { sizes, colors, ...(variants && { variants }) };
      },
      providesTags: ['ExchangeOptions'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOrderAfterSaleQuery, useCancelOrderMutation, useRequestReturnMutation, useGetExchangeOptionsQuery } = afterSaleApi;
