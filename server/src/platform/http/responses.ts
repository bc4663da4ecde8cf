import responseValidation from '@fastify/response-validation';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorBody } from './wire';
import { AJV_OPTIONS } from './inputs';

type ResponseSchema = TSchema | { content: Record<string, { schema: TSchema }> };

/**
 * A route's response schemas: those of its own statuses plus `{ error }` for every 4xx and 5xx it may send
 * (validation, rate limits, body size and media type included).
 */
export function responses<T extends Record<number, ResponseSchema>, E extends TSchema = typeof ErrorBody>(own: T, error?: E) {
  const failed = (error ?? ErrorBody) as E;
  return { ...own, '4xx': failed, '5xx': failed };
}

/** Paths whose routes answer with the API's wire shapes, the admin API's included (the built app's files are not among them). */
const CONTRACT_PATHS = /^\/(api|media|admin)\//;

/**
 * Holds every route to its contract: a route under /api, /media or /admin without response schemas is a
 * start-up error, and each JSON answer is validated against the schema of its status code before
 * it is serialized (a code without one is refused). A broken answer is a 500 (see errorHandling)
 * rather than a field the serializer silently drops or coerces. Register before any route.
 */
export async function enforceContracts(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (CONTRACT_PATHS.test(route.url) && !route.schema?.response) {
      throw new Error(`${route.method} ${route.url} has no response schema`);
    }
  });
  await app.register(responseValidation, {
    // Strict, unlike request parsing: an answer's unknown field is an error, never removed.
    ajv: { ...AJV_OPTIONS, removeAdditional: false },
    responseStatusCodeValidation: true,
  });
}
