import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { indianMobileDigits } from '../../../../rules/phone';
import { NON_ESSENTIAL_KINDS, TEXTED_KINDS, type Channel, type MessageKind, type OrderMessageKind } from './kinds';
import { smsProviderOf } from './providers/sms';
import { addressOptedOut, dropPending, insertMessages, preferencesOf, takesNonEssential, type NewMessage } from './repository';

/** What an order's message names, as the orders module holds it (an order record fits). */
export interface OrderForMessage {
  id: string;
  userId: string;
  email: string;
  createdAt: string;
  items: ReadonlyArray<{ productTitle: string; quantity: number; price: number; size: string | null; color: string | null }>;
  shippingAddress: { fullName: string; address: string; city: string; state: string; postalCode: string; phone: string };
  trackingNumber: string | null;
  /** what its offer took off, the code typed for it, and what it is charged (lines less discount) */
  discount?: number;
  coupon?: string | null;
  total?: number;
}

/** How the order is paid, as the payments module says it (null: not yet). */
export interface PaymentForMessage {
  /** what the shopper chose, as the payment step names it ("Cash on Delivery") */
  method: string;
  /** rupees charged or to be collected, with any cash-on-delivery fee */
  amount: number;
  /** the courier collects it */
  onDelivery: boolean;
}

export interface OrderEvent {
  kind: OrderMessageKind;
  order: OrderForMessage;
  payment?: PaymentForMessage | null;
  /** a refund's amount, in rupees */
  refundAmount?: number;
  /** where a refund goes, as the shopper is told it ("your UPI id") when not the original payment method */
  refundTo?: string;
  /** the return the message is about: its items, and how it comes back (pickup, or sent by the shopper) */
  return?: ReturnForMessage;
  /**
   * What makes this event one of its kind, when an order has several (each return, each refund);
   * the order's id otherwise.
   */
  eventId?: string;
}

export interface ReturnForMessage {
  id: string;
  items: ReadonlyArray<{ productTitle: string; quantity: number; exchangeFor?: string }>;
  /** null: the courier picks it up; else how the shopper sends it */
  sendYourself: string | null;
  /** why the shop rejected it */
  rejectReason?: string;
}

/** The snapshot an order's message is rendered from: what the order was when the event happened. */
export type OrderPayload = Omit<OrderEvent, 'kind'>;

/** The channels of one event for this shopper: e-mail always; SMS and WhatsApp where the kind is texted, a provider set and the shopper did not say no. */
async function textChannels(ctx: AppContext, tx: Queryable, kind: MessageKind, userId: string | null): Promise<Channel[]> {
  const provider = smsProviderOf(ctx);
  if (!provider || !TEXTED_KINDS.has(kind) || !provider.sends(kind)) return [];
  const preferences = userId ? await preferencesOf(tx, userId) : null;
  const channels: Channel[] = [];
  // A sign-in code is asked for; order texts follow the account's settings.
  if (kind === 'sign_in_code' || preferences?.orderSms !== false) channels.push('sms');
  if (preferences?.orderWhatsapp && provider.channels.includes('whatsapp')) channels.push('whatsapp');
  return channels;
}

/**
 * Queues an order's messages in the caller's transaction (the one that placed, paid or moved the
 * order), so they are sent if and only if the change commits. The same event twice (a replayed
 * request) queues nothing more.
 */
export async function queueOrderMessage(ctx: AppContext, tx: Queryable, event: OrderEvent): Promise<void> {
  const { kind, eventId: _eventId, ...payload } = event;
  const { order } = event;
  const eventId = event.eventId ?? order.id;
  // "Order placed" is the reminder of an order left unpaid: a payment drops it.
  const dueInMs = kind === 'order_placed' ? ctx.config.messages.paymentReminderMs : 0;
  if (kind === 'payment_received' || kind === 'cod_confirmed') await dropPending(tx, 'order_placed', order.id);
  const phone = indianMobileDigits(order.shippingAddress.phone);
  const messages: NewMessage[] = [
    { kind, channel: 'email', recipient: order.email, payload, eventKey: `${kind}:${eventId}:email`, dueInMs },
  ];
  if (phone) {
    for (const channel of await textChannels(ctx, tx, kind, order.userId)) {
      messages.push({ kind, channel, recipient: phone, payload, eventKey: `${kind}:${eventId}:${channel}`, dueInMs });
    }
  }
  await insertMessages(tx, messages);
}

/** Drops the reminder to pay of an order that will not be paid now (cancelled). */
export const dropOrderReminder = (tx: Queryable, orderId: string) => dropPending(tx, 'order_placed', orderId);

/**
 * Queues an account's message that is not about an order (a reset link, a sign-in code, a wish
 * back in stock), once per `eventId`. The payload must hold no secret: a reset link's secret is
 * made again when the e-mail is written (linkFillers).
 */
export async function queueAccountMessage(
  ctx: AppContext,
  tx: Queryable,
  message: {
    kind: Exclude<MessageKind, OrderMessageKind>;
    eventId: string;
    email: string;
    phone?: string;
    userId: string | null;
    payload: object;
  },
): Promise<void> {
  const { kind, eventId, payload } = message;
  if (NON_ESSENTIAL_KINDS.has(kind)) {
    if (message.userId && !(await takesNonEssential(tx, message.userId))) return;
    if (await addressOptedOut(tx, message.email)) return;
  }
  const messages: NewMessage[] = [{ kind, channel: 'email', recipient: message.email, payload, eventKey: `${kind}:${eventId}:email` }];
  const phone = indianMobileDigits(message.phone ?? '');
  if (phone) {
    for (const channel of await textChannels(ctx, tx, kind, message.userId)) {
      messages.push({ kind, channel, recipient: phone, payload, eventKey: `${kind}:${eventId}:${channel}` });
    }
  }
  await insertMessages(tx, messages);
}
