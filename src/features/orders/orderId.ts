import { isWellFormed } from '@/utils/guards';

// Order ids are opaque text (the reference server sends short base32 strings, other servers
// numbers): never parsed, compared as they come, and made safe (`encodeUrlPart`, `paths`)
// wherever they reach a URL.

const MAX_ID_LENGTH = 64;
// C0 and C1 control characters (tab, newline, NUL, …) have no place in an id a shopper may type.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/; // eslint-disable-line no-control-regex

/**
 * An order id from the server, a URL or navigation state: a non-negative integer or a trimmed,
 * well-formed string of 1–64 printable characters. Anything else gives '' (no usable id).
 */
export function toOrderId(value: unknown): string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : '';
  if (typeof value !== 'string') return '';
  const id = value.trim();
  const usable = id !== '' && id.length <= MAX_ID_LENGTH && !CONTROL.test(id) && isWellFormed(id);
  return usable ? id : '';
}
