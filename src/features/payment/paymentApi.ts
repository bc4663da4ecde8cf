import { baseApi } from '@/api/baseApi';
import { toPaymentFields, toPaymentOutcome } from './normalizers';
import type { PaymentField, PaymentOutcome, PaymentRequest } from './payment';

export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentFields: build.query<PaymentField[], void>({
      query: () => 'payments/fields',
      transformResponse: toPaymentFields,
      providesTags: ['PaymentFields'],
    }),
    createPayment: build.mutation<PaymentOutcome, PaymentRequest>({
      query: (payment) => ({ url: 'payments', method: 'POST', body: payment }),
      transformResponse: toPaymentOutcome,
      invalidatesTags: (_outcome, _error, { orderId }) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: orderId },
      ],
    }),
  }),
});

export const { useGetPaymentFieldsQuery, useCreatePaymentMutation } = paymentApi;
