import { formatInr } from '../../../../../rules/money';
import type { OrderMessageKind } from '../kinds';
import type { OrderPayload } from '../outbox';
import { itemsTotal } from './orderSummary';
import { refundLine, RETURN_WORDING } from './returnTexts';

export interface OrderWording {
  subject: string;
  heading: string;
  lines: string[];
  action: { label: string; path: string };
}

const viewOrder = { label: 'View your order', path: '/orders' };
const due = (p: OrderPayload) => formatInr(p.payment?.amount ?? itemsTotal(p));

/** What each order message says; the summary of the order follows the lines. */
export const ORDER_WORDING: Record<OrderMessageKind, (p: OrderPayload) => OrderWording> = {
  order_placed: (p) => ({
    subject: `Your order ${p.order.id} is waiting for payment`,
    heading: 'Thank you for your order',
    lines: [`We've received your order ${p.order.id}, but not its payment yet. Once it is paid, we confirm it and get it ready.`],
    action: { label: 'Pay for your order', path: `/payment?orderId=${encodeURIComponent(p.order.id)}` },
  }),
  payment_received: (p) => ({
    subject: `Order ${p.order.id} confirmed: payment received`,
    heading: 'Your order is confirmed',
    lines: [`We've received your payment of ${due(p)}. We'll write again when your order ships.`],
    action: viewOrder,
  }),
  cod_confirmed: (p) => ({
    subject: `Order ${p.order.id} confirmed: cash on delivery`,
    heading: 'Your order is confirmed',
    lines: [`You pay ${due(p)} in cash when it arrives. We'll write again when your order ships.`],
    action: viewOrder,
  }),
  shipped: (p) => ({
    subject: `Order ${p.order.id} has shipped`,
    heading: 'Your order is on its way',
    lines: [
      p.order.trackingNumber
        ? `Your order ${p.order.id} has left our warehouse. Its tracking number is ${p.order.trackingNumber}.`
        : `Your order ${p.order.id} has left our warehouse.`,
    ],
    action: { label: 'Track your order', path: '/track-order' },
  }),
  out_for_delivery: (p) => ({
    subject: `Order ${p.order.id} is out for delivery`,
    heading: 'Your order arrives today',
    lines: [
      `Our courier is bringing your order ${p.order.id} today.`,
      ...(p.payment?.onDelivery ? [`Please keep ${due(p)} ready to pay in cash.`] : []),
    ],
    action: viewOrder,
  }),
  delivered: (p) => ({
    subject: `Order ${p.order.id} has been delivered`,
    heading: 'Your order has been delivered',
    lines: [`Your order ${p.order.id} has been delivered. We hope you enjoy it.`],
    action: viewOrder,
  }),
  cancelled: (p) => ({
    subject: `Order ${p.order.id} has been cancelled`,
    heading: 'Your order has been cancelled',
    lines: [
      `Your order ${p.order.id} has been cancelled.`,
      ...(p.payment && !p.payment.onDelivery ? [`The ${due(p)} you paid will be refunded to your original payment method.`] : []),
    ],
    action: viewOrder,
  }),
  refund: (p) => ({
    subject: `Refund for order ${p.order.id}`,
    heading: 'Your refund is on its way',
    lines: [refundLine(p, p.refundAmount ?? p.payment?.amount ?? itemsTotal(p))],
    action: viewOrder,
  }),
  ...RETURN_WORDING,
};

/**
 * The text messages, as registered with DLT: fixed words around numbered variables ({#var#} in
 * the registered template), in the order the provider's var1, var2… carry them.
 */
export const TEXT_WORDING: Partial<Record<string, (vars: string[]) => string>> = {
  cod_confirmed: ([store, id, amount]) => `${store}: your order ${id} is confirmed. Please pay ${amount} in cash on delivery.`,
  out_for_delivery: ([store, id, amount]) =>
    amount
      ? `${store}: your order ${id} is out for delivery today. Please keep ${amount} ready in cash.`
      : `${store}: your order ${id} is out for delivery today.`,
  sign_in_code: ([store, code]) => `${code} is your ${store} sign-in code. It expires in 10 minutes. Do not share it with anyone.`,
};
