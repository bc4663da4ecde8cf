/**
 * What the shop tells a shopper, and by which channels. E-mail goes for every kind; SMS (and
 * WhatsApp, where the shopper opted in) only where a text at the door changes what happens: a
 * cash-on-delivery order confirmed (a shopper reminded of it takes the parcel) and the day it comes,
 * and a sign-in code. Non-essential kinds carry an unsubscribe link and honour marketing e-mail off.
 */
export const ORDER_KINDS = [
  'order_placed',
  'payment_received',
  'cod_confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refund',
  'return_requested',
  'return_picked_up',
  'return_received',
  'exchange_shipped',
  'return_rejected',
] as const;
export type OrderMessageKind = (typeof ORDER_KINDS)[number];

export type MessageKind = OrderMessageKind | 'password_reset' | 'back_in_stock' | 'sign_in_code';

export type Channel = 'email' | 'sms' | 'whatsapp';

/** The kinds a text message goes for too (each needs its DLT template id, SMS_TEMPLATES). */
export const TEXTED_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>(['cod_confirmed', 'out_for_delivery', 'sign_in_code']);

/** Sent only to shoppers who want them, each with an unsubscribe link. */
export const NON_ESSENTIAL_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>(['back_in_stock']);
