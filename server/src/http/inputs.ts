import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { HttpError } from './context';

const SHARED = { allErrors: false, useDefaults: true, removeAdditional: true } as const;

// Its published types describe ajv.compile; at run time the pool hands Fastify a compiler of route definitions.
type Pool = (externalSchemas: unknown, options: { customOptions: object }) => FastifySchemaCompiler<unknown>;

/**
 * Query strings and path parameters only ever hold text, so their schemas coerce ("2" → 2).
 * Bodies are JSON and keep their types: a quantity of "5", "0x10" or true is refused, not
 * quietly turned into a number.
 */
export function validatorCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  const pool = AjvCompiler() as unknown as Pool;
  const buildValidator = (externalSchemas: unknown, ajvOptions: object): FastifySchemaCompiler<unknown> => {
    const text = pool(externalSchemas, { ...ajvOptions, customOptions: { ...SHARED, coerceTypes: 'array' } });
    const json = pool(externalSchemas, { ...ajvOptions, customOptions: { ...SHARED, coerceTypes: false } });
    return (route) => (route.httpPart === 'body' ? json : text)(route);
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}

// NUL, or half of a surrogate pair (in a /u pattern a proper pair is one code point and never matches).
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Where the first string that PostgreSQL cannot store (NUL) or that is not well-formed UTF-16 sits, if any. */
export function findMalformedText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'request' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = findMalformedText(key, at, depth + 1) ?? findMalformedText(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One guard for every route instead of one per field: a NUL byte or a lone surrogate anywhere in
 * the query, the path or the body is a 400 before any handler (or the database) sees it.
 */
export function refuseMalformedText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      findMalformedText(request.params, '') ?? findMalformedText(request.query, '') ?? findMalformedText(request.body, '');
    if (found) throw new HttpError(400, `${found} contains characters that are not allowed`);
  });
}
