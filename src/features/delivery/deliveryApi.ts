import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { DeliveryQuery } from '@server/contracts';
import { lacksEndpoint } from '@rules/missingEndpoint';
import { baseApi } from '@/api/baseApi';
import type { RootState } from '@/state/types';
import type { DeliveryAnswer, DeliveryRequest } from './delivery';
import { deliveryBackendDetected, selectDeliveryBackend } from './deliverySlice';
import { isNotServedBody, toDeliveryView } from './normalizers';
import { pincodeDigits } from '@rules/delivery';

/**
 * The spec's API has no delivery check: a status saying the endpoint is missing (rules/missingEndpoint.ts, or
 * such a status with a body that is not JSON) says so, unless it is the 404 of a not-served
 * pincode, which says why.
 */
function checkMissing(error: FetchBaseQueryError): boolean {
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (status === 404) return error.status === 'PARSING_ERROR' || !isNotServedBody(error.data);
  return lacksEndpoint(status);
}

function toQuery({ productId, orderValue }: DeliveryRequest): DeliveryQuery {
  if (productId) return { productId };
  return orderValue !== undefined && Number.isFinite(orderValue) ? { orderValue: String(Math.max(0, Math.round(orderValue))) } : {};
}

export const deliveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkDelivery: build.query<DeliveryAnswer, DeliveryRequest>({
      async queryFn(request, api, _extra, baseQuery) {
        if (selectDeliveryBackend(api.getState() as RootState) === 'missing') return { data: { kind: 'missing' } };
        const pincode = pincodeDigits(request.pincode);
        const answer = await baseQuery({ url: `delivery/${encodeURIComponent(pincode)}`, params: toQuery(request) });
        if (answer.error) {
          if (checkMissing(answer.error)) {
            api.dispatch(deliveryBackendDetected('missing'));
            return { data: { kind: 'missing' } };
          }
          if (answer.error.status === 404) return { data: { kind: 'not-served', pincode } };
          return { error: answer.error };
        }
        const delivery = toDeliveryView(answer.data, pincode);
        // A 200 that is no delivery answer: an API that serves a page for any path.
        api.dispatch(deliveryBackendDetected(delivery ? 'served' : 'missing'));
        return { data: delivery ? { kind: 'served', delivery } : { kind: 'missing' } };
      },
      // Cached for the visit: a pincode's answer does not change while the shopper shops.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useCheckDeliveryQuery } = deliveryApi;
