import { CANCELLED_STATUS, isPaidStatus, PENDING_STATUS, type Order } from '@/features/orders/order';
import type { PaymentOutcome } from '../payment';

/** Which view the payment page shows; `order` is the order being paid, once it is known. */
export type PaymentView =
  | { kind: 'loading' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'orders-failed' }
  | { kind: 'unknown-order' }
  | { kind: 'not-payable'; order: Order }
  | { kind: 'form'; order: Order }
  | { kind: 'failed'; order: Order; message: string; canRetry: boolean }
  | { kind: 'qr'; order: Order; qr: string; qrBase64: string }
  | { kind: 'deeplink'; order: Order; url: string }
  | { kind: 'paid'; order: Order };

export interface PaymentPageState {
  /** Set when the page cannot work at all (no order id, no form): the message to show. */
  unavailable: string | null;
  loading: boolean;
  ordersFailed: boolean;
  order: Order | undefined;
  outcome: PaymentOutcome | undefined;
  /** The message of a failed payment, else null. */
  failure: string | null;
}

/**
 * The order is checked before the form: a form for an order that is unknown or no longer Pending
 * would only fail after the shopper filled it in. A UPI/QR payment in flight watches the order
 * until it is paid.
 */
export function choosePaymentView(state: PaymentPageState): PaymentView {
  const { unavailable, loading, ordersFailed, order, outcome, failure } = state;
  if (unavailable !== null) return { kind: 'unavailable', message: unavailable };
  if (ordersFailed) return { kind: 'orders-failed' };
  if (loading) return { kind: 'loading' };
  if (!order) return { kind: 'unknown-order' };
  const payable = order.status.code === PENDING_STATUS;
  if (outcome?.kind === 'qr' || outcome?.kind === 'deeplink') {
    if (isPaidStatus(order.status)) return { kind: 'paid', order };
    return payable ? { ...outcome, order } : { kind: 'not-payable', order };
  }
  // On the way to the provider or to the orders: the busy form stays until the page is left, even
  // if the order, read again meanwhile, is already paid.
  if (outcome && outcome.kind !== 'error') return { kind: 'form', order };
  if (failure !== null) return { kind: 'failed', order, message: failure, canRetry: payable };
  return payable ? { kind: 'form', order } : { kind: 'not-payable', order };
}

export function paymentViewTitle(view: PaymentView): string {
  switch (view.kind) {
    case 'unavailable':
    case 'orders-failed':
      return 'Payment unavailable';
    case 'unknown-order':
      return 'Order not found';
    case 'not-payable':
      if (isPaidStatus(view.order.status)) return 'Order already paid';
      return view.order.status.code === CANCELLED_STATUS ? 'Order cancelled' : 'Order cannot be paid';
    case 'failed':
      return 'Payment not completed';
    case 'qr':
      return 'Scan to Pay';
    case 'deeplink':
      return 'Continue in your UPI app';
    case 'paid':
      return 'Payment received';
    default:
      return 'Complete Your Payment';
  }
}
