import { useEffect, useState } from 'react';
import { useAppSelector } from '@/state/hooks';
import { PENDING_STATUS, type Order } from '@/features/orders/order';
import { useGetOrdersQuery } from '@/features/orders/ordersApi';
import { selectEnteredAt } from '@/state/locationSlice';

/** A pending UPI/QR payment is checked this often, for this long, before the page stops asking. */
export const ORDER_POLL_INTERVAL_MS = 3_000;
export const ORDER_POLL_WINDOW_MS = 10 * 60_000;

export interface PaymentOrder {
  order: Order | undefined;
  /** An answer from since the page opened has arrived: a list cached earlier may be out of date. */
  checked: boolean;
  /** The orders could not be read, and nothing read since the page opened. */
  failed: boolean;
  /** Still checking by itself; false once the window has passed (or while not watching). */
  polling: boolean;
  /** Reads the orders now and, while watching, opens a new polling window. */
  checkAgain: () => void;
}

/**
 * The order being paid, from the signed-in shopper's `GET /orders` (the only status call the spec
 * has). While `watching` (a UPI or QR payment in flight) the list is re-read every few seconds and
 * on returning to the tab, for a bounded time; leaving the page unsubscribes, which stops it.
 */
export function usePaymentOrder(orderId: string, watching: boolean): PaymentOrder {
  // When the shopper came to this page, from the store (so a support replay of this moment sees the
  // same answer as fresh); a screen drawn without the route recorder falls back to its own mount.
  const enteredAt = useAppSelector(selectEnteredAt);
  const [mountedAt] = useState(() => Date.now());
  const openedAt = enteredAt || mountedAt;
  const [pollWindow, setPollWindow] = useState({ round: 0, ended: false });

  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => setPollWindow((current) => ({ ...current, ended: true })), ORDER_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [watching, pollWindow.round]);

  const orders = useGetOrdersQuery(undefined, {
    skip: !orderId,
    refetchOnMountOrArgChange: true,
    // Back from the UPI app: look at once rather than at the next tick.
    refetchOnFocus: watching,
  });

  const checked = (orders.fulfilledTimeStamp ?? 0) >= openedAt;
  const order = checked ? orders.data?.find((candidate) => candidate.id === orderId) : undefined;
  // Once the order has moved on (paid, or cancelled meanwhile) there is nothing left to wait for.
  const polling = watching && !pollWindow.ended && order?.status.code === PENDING_STATUS;
  // A second subscription to the same list, there only while polling: dropping it stops the timer.
  useGetOrdersQuery(undefined, { skip: !polling, pollingInterval: ORDER_POLL_INTERVAL_MS, skipPollingIfUnfocused: false });
  return {
    order,
    checked,
    failed: orders.isError && !checked,
    polling,
    checkAgain() {
      setPollWindow((current) => ({ round: current.round + 1, ended: false }));
      void orders.refetch();
    },
  };
}
