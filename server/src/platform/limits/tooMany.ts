import { httpErrors } from '@fastify/sensible';

/**
 * The one answer to a client over a limit, whichever limit it is (the per-client request budget,
 * an account's window, the sign-in throttle): 429 with the limit's sentence, and Retry-After in
 * whole seconds, at least one.
 */
export function tooMany(message: string, waitMs: number) {
  return httpErrors.createError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) } });
}
