import { skipToken } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { useAppSelector } from '@/state/hooks';
import type { DeliveryView } from './delivery';
import { useCheckDeliveryQuery } from './deliveryApi';
import { selectDeliveryBackend } from './deliverySlice';
import { isPincode, pincodeDigits } from '@rules/delivery';
import { pincodeProblem } from './pincode';

/** Where a pincode's check stands, as the shopper is told it. */
export type DeliveryCheck =
  /** Nothing typed yet, or a pincode still being typed. */
  | { kind: 'idle' }
  /** What is wrong with it already (a letter, a leading 0, too many digits). */
  | { kind: 'malformed'; message: string }
  | { kind: 'checking'; pincode: string }
  | { kind: 'served'; delivery: DeliveryView }
  | { kind: 'not-served'; pincode: string }
  /** The API has no delivery check: promise nothing, check the shape only. */
  | { kind: 'missing' }
  | { kind: 'offline'; pincode: string }
  | { kind: 'failed'; pincode: string; retry: () => void };

/** What the pincode is checked for: a product's own rules, or a cart's or an order's value. */
export type DeliveryFor = { productId: string } | { orderValue: number };

const selectOnline = (state: { [baseApi.reducerPath]: { config: { online: boolean } } }) => state[baseApi.reducerPath].config.online;

/**
 * Checks the pincode as typed, the moment it has its sixth digit (no debounce: one request per
 * pincode, and a pincode checked before in the visit answers at once from the cache).
 */
export function useDeliveryCheck(text: string, subject: DeliveryFor): DeliveryCheck {
  const backend = useAppSelector(selectDeliveryBackend);
  const online = useAppSelector(selectOnline);
  const pincode = pincodeDigits(text);
  const complete = isPincode(pincode) && backend !== 'missing';
  const request =
    'productId' in subject
      ? { pincode, productId: subject.productId }
      : { pincode, orderValue: Math.max(0, Math.round(subject.orderValue)) };
  // currentData: the answer for this pincode, never the last one's while it is fetched.
  const { currentData: data, error, isFetching, refetch } = useCheckDeliveryQuery(complete ? request : skipToken);

  if (backend === 'missing' || data?.kind === 'missing') return { kind: 'missing' };
  const problem = pincodeProblem(pincode, false);
  if (problem) return { kind: 'malformed', message: problem };
  if (!complete) return { kind: 'idle' };
  if (data?.kind === 'served') return { kind: 'served', delivery: data.delivery };
  if (data?.kind === 'not-served') return { kind: 'not-served', pincode };
  if (!online) return { kind: 'offline', pincode };
  if (!error || isFetching) return { kind: 'checking', pincode };
  const noResponse = 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
  return noResponse ? { kind: 'offline', pincode } : { kind: 'failed', pincode, retry: () => void refetch() };
}
