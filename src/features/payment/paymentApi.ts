import { baseApi } from '@/api/baseApi';
import { IDEMPOTENCY_HEADER } from '@/api/idempotencyKey';
import { toPaymentFields, toPaymentOutcome } from './normalizers';
import type { PaymentField, PaymentOutcome, PaymentRequest } from './payment';

export interface PayArgs {
  payment: PaymentRequest;
  /** The same for every try of one payment attempt (see useIdempotencyKey). */
  idempotencyKey: string;
}

export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentFields: build.query<PaymentField[], void>({
      query: () => 'payments/fields',
      transformResponse: toPaymentFields,
    }),
    createPayment: build.mutation<PaymentOutcome, PayArgs>({
      query: ({ payment, idempotencyKey }) => ({
        url: 'payments',
        method: 'POST',
        body: payment,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      transformResponse: toPaymentOutcome,
      invalidatesTags: (_outcome, _error, { payment }) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: payment.orderId },
      ],
    }),
  }),
});

export const { useGetPaymentFieldsQuery, useCreatePaymentMutation } = paymentApi;
