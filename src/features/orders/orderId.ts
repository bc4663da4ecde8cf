import { paths } from '@/app/paths';

// Order ids are opaque text (the reference server sends short base32 strings, other servers
// numbers): never parsed, compared as they come, and made safe wherever they reach a URL.

const MAX_ID_LENGTH = 64;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0 and C1 control characters (tab, newline, NUL, …) have no place in an id a shopper may type.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/; // eslint-disable-line no-control-regex

/** Text that encodeURIComponent cannot choke on: a lone UTF-16 surrogate becomes U+FFFD. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * An order id from the server, a URL or navigation state: a non-negative integer or a trimmed,
 * well-formed string of 1–64 printable characters. Anything else gives '' (no usable id).
 */
export function toOrderId(value: unknown): string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : '';
  if (typeof value !== 'string') return '';
  const id = value.trim();
  const usable = id !== '' && id.length <= MAX_ID_LENGTH && !CONTROL.test(id) && toWellFormed(id) === id;
  return usable ? id : '';
}

/** `/payment?orderId=…`, encoded by URLSearchParams, which cannot throw. */
export function paymentPath(orderId: string): string {
  return `${paths.payment}?${new URLSearchParams({ orderId })}`;
}

/** One path segment for `GET /orders/{id}`, whatever the shopper typed. */
export function orderPathSegment(orderId: string): string {
  return encodeURIComponent(toWellFormed(orderId.trim()));
}
