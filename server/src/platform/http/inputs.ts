import { outOfRangeMessage } from '../../../../rules/paging';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import { isPageAddress } from './pageAddress';

/**
 * Ajv options for every schema. No type coercion: a JSON quantity of "5", "0x10" or true is
 * refused rather than quietly turned into a number, and query strings are checked as the text they
 * are (see WholeNumberText in contracts.ts), since Ajv's coercion takes "Infinity", "0x10" and " 5"
 * for integers.
 */
export const AJV_OPTIONS = { allErrors: false, coerceTypes: false, useDefaults: true, removeAdditional: true } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body value can name a record keyed by uuid: anything else names none (404, never a database error). */
export const isUuid = (value: string) => UUID.test(value);

/** A whole-number query parameter within [min, max], or `fallback` when absent (400 otherwise). */
export function queryInteger(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (n < min || n > max) throw httpErrors.badRequest(outOfRangeMessage(name, min, max));
  return n;
}

// NUL, or half of a surrogate pair (in a /u pattern a proper pair is one code point and never matches).
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Where the first string that PostgreSQL cannot store (NUL) or that is not well-formed UTF-16 sits, if any. */
export function findMalformedText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'request' : null;
  // Past a depth no schema allows, Ajv refuses the body anyway; the cap keeps the walk's stack small.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    // A malformed key is reported by where it sits, never echoed.
    if (UNSTORABLE.test(key)) return `${path || 'request'} (a name in it)`;
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = findMalformedText(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One guard for every route instead of one per field: a NUL byte or a lone surrogate anywhere in
 * the query, the path or the body is a 400 before any handler (or the database) sees it. Page
 * addresses are left out: they answer the app, which never stores what it reads from its URL and
 * ignores a value it cannot use (a mangled link shows the shop, not a JSON error).
 */
export function refuseMalformedText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isPageAddress(request.url)) return;
    const found = findMalformedText(request.params, '') ?? findMalformedText(request.query, '') ?? findMalformedText(request.body, '');
    if (found) throw httpErrors.badRequest(`${found.slice(0, 80)} contains characters that are not allowed`);
  });
  // The query parser keeps a broken escape (`%zz`, a cut-off or non-UTF-8 sequence) as literal
  // text; an API client sending one has a bug worth hearing about, rather than a search for it.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const queryAt = request.url.indexOf('?');
    if (queryAt === -1) return;
    try {
      decodeURIComponent(request.url.slice(queryAt + 1));
    } catch {
      throw httpErrors.badRequest('The query string is not valid URL encoding');
    }
  });
}
