/**
 * The one rule set for what may leave the shopper's browser: the support recording and Redux
 * DevTools both pass everything through `redact`. Values under personal keys become fixed markers,
 * and e-mail addresses, phone numbers and login tokens are replaced inside ANY string — RTK Query
 * cache keys (object keys too), originalArgs, error texts, URLs — wherever they sit.
 */

export const REDACTED = '[redacted]';
export const EMAIL_MARKER = '[email]';
export const PHONE_MARKER = '[phone]';
export const TOKEN_MARKER = '[token]';
/** Stands for class instances (fetch's Request/Response in RTK Query's meta): not data support needs. */
export const UNSERIALIZABLE_MARKER = '[unserializable]';

// The shopper's own data, by key. `mobile`/`name`/`state` alone are too broad (mobileMenuOpen, product
// names, redux state); the shipping address is redacted as a whole under `shippingAddress`. What a
// shopper writes in a review (a draft, or one only they see yet) is held as `reviewTitle` and
// `reviewText`: `title` and `text` alone would take every product's name with them.
const SENSITIVE_KEY =
  /password|passcode|secret|token|authorization|cookie|e-?mail|phone|address|contactinfo|firstname|lastname|fullname|payername|postalcode|pincode|zipcode|upiid|reviewtitle|reviewtext/i;
// The shop's own published contact details are public. They skip the key rule only: an e-mail or
// phone number in them is still replaced, so nothing a shopper typed can survive under such a key.
const PUBLIC_KEY = /^company/i;
// The payment form's values travel as `fields: { payerName: …, upiId: … }`: every value is the
// shopper's, whatever the server named the field. (The field definitions are an array, kept.)
const PAYMENT_VALUES_KEY = 'fields';

const DOMAIN = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+`;
// Any character an address may hold before the @; percent-encoded ones (in URLs) stop at URL syntax,
// `+` included: there it is a space (`q=yoga+mat+asha%40mail.in`), and the words before it are kept.
const EMAIL = new RegExp(String.raw`[^\s"<>()[\]\\,;:@]+@${DOMAIN}`, 'gu');
const ENCODED_EMAIL = new RegExp(String.raw`[^\s"<>()[\]\\,;:@/?&=#+]+%40${DOMAIN}`, 'gu');
// Digit groups with optional +country code; checked further in `redactPhones`. Not glued to letters,
// hyphens or slashes, so UUIDs, order ids like 7KQ2M9XD and base64 text are left alone. A `+` may
// come before: in a URL's query it is a space (`q=mat+%2B91+98765+43210`).
const PHONE_CANDIDATE = /(?<![\w/%-])(?:\+|%2B)?\d+(?:(?:[ +-]|%20)\d+)*(?![\w-])/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/g;
// RTK Query's cache keys: endpointName(JSON of the arguments).
const CACHE_KEY = /^([A-Za-z_$][\w$]*)\(([\s\S]*)\)$/;
// Property names; RTK Query's cache keys (with brackets and quotes) go through the value rules instead.
const PROPERTY_NAME = /^[\w$.-]*$/;
const MAX_DEPTH = 40;

/**
 * 10–15 digits make a phone number when written with a + country code, or in groups of 3 or more
 * digits (98765 43210, 080 4000 1234) — not prices, dates or counts such as "10 15 20 25 30". The
 * longest such run of groups is replaced, so a digit group put in front cannot shield a number.
 */
function redactPhones(candidate: string): string {
  const prefix = /^(\+|%2B)/.exec(candidate)?.[0] ?? '';
  const parts = candidate.slice(prefix.length).split(/([ +-]|%20)/);
  const groups = parts.flatMap((text, index) => (index % 2 === 0 ? [{ digits: text.length, index }] : []));
  const total = groups.reduce((sum, group) => sum + group.digits, 0);
  // More than 15 digits joined by hyphens alone is an identifier (an all-digit UUID), not a number to call.
  if (!prefix && total > 15 && parts.every((part, index) => index % 2 === 0 || part === '-')) return candidate;
  let keepPrefix = prefix;
  let start = 0;
  while (start < groups.length) {
    const international = prefix !== '' && start === 0;
    let found = -1;
    let digits = 0;
    for (let end = start; end < groups.length; end += 1) {
      const group = groups[end]!;
      if (group.digits < 3 && !international) break;
      digits += group.digits;
      if (digits > 15) break;
      if (digits >= 10) found = end;
    }
    if (found < 0) {
      start += 1;
      continue;
    }
    const from = groups[start]!.index;
    const to = groups[found]!.index;
    parts.splice(from, to - from + 1, PHONE_MARKER, ...Array<string>(to - from).fill(''));
    if (international) keepPrefix = '';
    start = found + 1;
  }
  return keepPrefix + parts.join('');
}

function redactCacheKey(text: string): string | null {
  const parts = CACHE_KEY.exec(text);
  if (!parts) return null;
  try {
    const args: unknown = JSON.parse(parts[2] ?? '');
    return `${parts[1]}(${JSON.stringify(redactValue(args, 0))})`;
  } catch {
    return null;
  }
}

/** A string with every e-mail address, phone number and token in it replaced by a marker. */
export function redactText(text: string): string {
  const asCacheKey = text.endsWith(')') ? redactCacheKey(text) : null;
  if (asCacheKey !== null) return asCacheKey;
  let result = text;
  if (result.includes('eyJ')) result = result.replace(JWT, TOKEN_MARKER);
  if (result.includes('Bearer')) result = result.replace(BEARER, `Bearer ${TOKEN_MARKER}`);
  if (result.includes('%40')) result = result.replace(ENCODED_EMAIL, EMAIL_MARKER);
  if (result.includes('@')) result = result.replace(EMAIL, EMAIL_MARKER);
  if (/\d{3}/.test(result)) result = result.replace(PHONE_CANDIDATE, redactPhones);
  return result;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function redactRecord(record: object, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    if (typeof item === 'function' || item === undefined) continue;
    const cleanKey = redactText(key);
    // Yes/no facts (hasToken, emailVerified) hold nothing personal, and replays need them as they were.
    const personal =
      typeof item !== 'boolean' && item !== null && PROPERTY_NAME.test(key) && SENSITIVE_KEY.test(key) && !PUBLIC_KEY.test(key);
    if (personal) result[cleanKey] = REDACTED;
    else if (key === PAYMENT_VALUES_KEY && item !== null && typeof item === 'object' && !Array.isArray(item)) {
      result[cleanKey] = Object.fromEntries(Object.keys(item).map((name) => [redactText(name), REDACTED]));
    } else result[cleanKey] = redactValue(item, depth + 1);
  }
  return result;
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  // Deeper than any state or action of this app: nothing unchecked gets through.
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1) ?? null);
  if (!isPlainObject(value)) return UNSERIALIZABLE_MARKER;
  return redactRecord(value, depth);
}

/** A redacted, plain-JSON copy of a state or an action; what it is given is left unchanged. */
export function redact<T>(value: T): T {
  return redactValue(value, 0) as T;
}
