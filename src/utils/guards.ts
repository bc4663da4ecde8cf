// Coercions for untrusted server payloads: every normalizer reads through these so that no
// payload shape can make it throw.

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A payload read by the names of its wire contract, every value still `unknown` for the coercions
 * below. Reading a key the contract does not name fails the typecheck, so a field renamed on the
 * server breaks the build instead of silently emptying a page; `Also` names the extra keys other
 * servers are known to send.
 */
export type Unchecked<T, Also extends string = never> = { readonly [K in keyof T | Also]?: unknown };

/** `value` as an {@link Unchecked} record; anything but a plain object reads as `{}`. */
export function readAs<T, Also extends string = never>(value: unknown): Unchecked<T, Also> {
  return isRecord(value) ? value : {};
}

export function asString(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A finite number from a number or a numeric string; `null` otherwise. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

// A lone UTF-16 surrogate: `encodeURIComponent` throws on one, so such a string cannot be an id
// or a URL part. (`String.prototype.isWellFormed` is ES2024, newer than some target browsers.)
const LONE_SURROGATE = /\p{Cs}/u;

export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * An id from outside (server, storage, URL): a non-blank, well-formed string, or a finite number
 * (other servers send numeric ids) as text; '' for anything else, which callers drop.
 */
export function asId(value: unknown): string {
  const id = asString(value).trim();
  return isWellFormed(id) ? id : '';
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asStringList(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return asArray(value)
    .map((item) => asString(item))
    .filter((item) => item !== '');
}

/** A plain string map from a plain object, a `Map`, or a list of `[key, value]` entries. */
export function asStringMap(value: unknown): Record<string, string> {
  let entries: unknown[] = [];
  if (value instanceof Map) entries = Array.from(value.entries());
  else if (Array.isArray(value)) entries = value;
  else if (isRecord(value)) entries = Object.entries(value);
  const result: Record<string, string> = {};
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    const [key, item] = entry as unknown[];
    if (typeof key === 'string' && typeof item === 'string') result[key] = item;
  }
  return result;
}
