import { baseApi } from '@/api/baseApi';
import { encodeUrlPart } from '@/utils/urls';
import { toCreatedOrderId, toOrder, toOrderList } from './normalizers';
import type { NewOrder, Order } from './order';

export interface TrackOrderArgs {
  orderId: string;
  contactInfo: string;
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], void>({
      query: () => 'orders',
      transformResponse: toOrderList,
      providesTags: (orders) => [
        { type: 'Order', id: 'LIST' },
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    trackOrder: build.query<Order, TrackOrderArgs>({
      query: ({ orderId, contactInfo }) => ({
        url: `orders/${encodeUrlPart(orderId.trim())}`,
        params: { contactInfo: contactInfo.trim() },
      }),
      transformResponse: toOrder,
      providesTags: (_order, _error, { orderId }) => [{ type: 'Order', id: orderId.trim() }],
    }),
    createOrder: build.mutation<{ id: string }, NewOrder>({
      query: (order) => ({ url: 'orders', method: 'POST', body: order }),
      transformResponse: (body: unknown) => ({ id: toCreatedOrderId(body) }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetOrdersQuery, useLazyTrackOrderQuery, useTrackOrderQuery, useCreateOrderMutation } =
  ordersApi;
