// What Redux DevTools may see (and support staff may export): the token, passwords and the
// shopper's personal data are redacted wherever they sit in state or in an action.

export const REDACTED = '[redacted]';

const SENSITIVE_KEY = /token|password|email|phone|address|contactinfo|fullname|postalcode|authorization/i;
// The shop's own published contact details are public, not the shopper's data.
const PUBLIC_KEY = /^company/i;
const MAX_DEPTH = 12;

function redact(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = SENSITIVE_KEY.test(key) && !PUBLIC_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return result;
}

export function sanitizeForDevtools<T>(value: T): T {
  return redact(value, 0) as T;
}
