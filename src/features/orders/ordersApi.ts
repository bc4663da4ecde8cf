import type { TrackOrderQuery } from '@server/contracts';
import { baseApi } from '@/api/baseApi';
import { IDEMPOTENCY_HEADER } from '@/api/idempotencyKey';
import { encodeUrlPart } from '@/utils/urls';
import { toCreatedOrderId, toOrder, toOrderList } from './normalizers';
import type { NewOrder, Order } from './order';

export interface TrackOrderArgs {
  orderId: string;
  contactInfo: NonNullable<TrackOrderQuery['contactInfo']>;
}

export interface PlaceOrderArgs {
  order: NewOrder;
  /** The same for every try of one checkout attempt (see useIdempotencyKey). */
  idempotencyKey: string;
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
        params: { contactInfo: contactInfo.trim() } satisfies TrackOrderQuery,
      }),
      transformResponse: toOrder,
      providesTags: (_order, _error, { orderId }) => [{ type: 'Order', id: orderId.trim() }],
    }),
    createOrder: build.mutation<{ id: string }, PlaceOrderArgs>({
      // An answer without a usable id is a failed order, not a success: the cart (which empties on
      // success) and the shipping form must stay, and nothing may open /payment?orderId=.
      async queryFn({ order, idempotencyKey }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: 'orders',
          method: 'POST',
          body: order,
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        });
        if (result.error) return { error: result.error };
        const id = toCreatedOrderId(result.data);
        if (id) return { data: { id } };
        return { error: { status: 'CUSTOM_ERROR', error: 'The created order has no usable id', data: result.data } };
      },
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetOrdersQuery, useLazyTrackOrderQuery, useTrackOrderQuery, useCreateOrderMutation } = ordersApi;
