import { formatInr } from '../../../../../rules/money';
import type { OrderPayload } from '../outbox';
import type { OrderWording } from './texts';

const viewOrder = { label: 'View your order', path: '/orders' };

const itemsOf = (p: OrderPayload) =>
  (p.return?.items ?? [])
    .map((i) => `${i.quantity} × ${i.productTitle}${i.exchangeFor ? `, exchanged for ${i.exchangeFor}` : ''}`)
    .join('; ');
const exchanging = (p: OrderPayload) => (p.return?.items ?? []).some((i) => i.exchangeFor);

/** What the messages of a return say, in the order its moves come. */
export const RETURN_WORDING = {
  return_requested: (p: OrderPayload): OrderWording => ({
    subject: `Return requested for order ${p.order.id}`,
    heading: exchanging(p) ? "We've got your exchange request" : "We've got your return request",
    lines: [
      `You asked to return from order ${p.order.id}: ${itemsOf(p)}.`,
      p.return?.sendYourself ?? 'Our courier will come to pick it up from your delivery address: please keep it packed, with its tags.',
      ...(exchanging(p) ? ['Your replacement is set aside for you: we send it once your return reaches us.'] : []),
    ],
    action: viewOrder,
  }),
  return_picked_up: (p: OrderPayload): OrderWording => ({
    subject: `Return for order ${p.order.id} picked up`,
    heading: 'Your return is on its way to us',
    lines: [`Our courier has picked up ${itemsOf(p)}. We'll write again once it reaches us.`],
    action: viewOrder,
  }),
  return_received: (p: OrderPayload): OrderWording => ({
    subject: `Return for order ${p.order.id} received`,
    heading: 'Your return has reached us',
    lines: [
      `We've received ${itemsOf(p)}.`,
      exchanging(p) ? 'We are sending your replacement next.' : 'We are checking it and will refund you next.',
    ],
    action: viewOrder,
  }),
  exchange_shipped: (p: OrderPayload): OrderWording => ({
    subject: `Exchange for order ${p.order.id} has shipped`,
    heading: 'Your exchange is on its way',
    lines: [`Your replacement has left our warehouse: ${itemsOf(p)}.`],
    action: viewOrder,
  }),
  return_rejected: (p: OrderPayload): OrderWording => ({
    subject: `Return for order ${p.order.id} could not be accepted`,
    heading: 'We could not accept your return',
    lines: [
      `We could not accept the return of ${itemsOf(p)}${p.return?.rejectReason ? `: ${p.return.rejectReason}` : '.'}`,
      'If we already have the parcel, we send it back to you. Reply to this e-mail if you think this is a mistake.',
    ],
    action: viewOrder,
  }),
};

/** A refund's sentence: how much, for what, and where it goes. */
export function refundLine(p: OrderPayload, amount: number): string {
  const where = p.refundTo ?? 'your original payment method';
  return `We've refunded ${formatInr(amount)} for order ${p.order.id} to ${where}. Banks take up to 7 working days to show it.`;
}
