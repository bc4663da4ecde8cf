import { httpErrors } from '@fastify/sensible';
import type { FastifyRequest } from 'fastify';
import { appState, type AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { findUserById, storedTokenSecret, type UserRow } from './repository';
import { verifyToken } from './token';

/**
 * The key of the sign-in tokens and device cookies: TOKEN_SECRET, else one random secret kept in
 * the database, so tokens survive restarts and every instance on one database accepts them.
 */
export const tokenSecret = appState(
  'token secret',
  (ctx): Promise<string> => (ctx.config.tokenSecret ? Promise.resolve(ctx.config.tokenSecret) : storedTokenSecret(ctx.db)),
);

/** A token issued (`iat`, seconds) before the account was signed out everywhere. */
const revoked = (user: UserRow, iat: number) =>
  user.tokens_valid_after !== null && iat * 1000 < new Date(user.tokens_valid_after).getTime();

/**
 * Resolves the bearer token to a user or throws 401. Only the Authorization header counts:
 * never a cookie, so a cross-site form cannot act on a signed-in shopper's behalf.
 */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw httpErrors.unauthorized('Authentication required');
  const claims = verifyToken(match[1]!, await tokenSecret(ctx));
  // A well-signed token whose subject is no user id (a token of another deployment sharing the
  // secret, or a bug) must be a 401, not a database error.
  if (!claims || !isUuid(claims.sub)) throw httpErrors.unauthorized('Invalid or expired token');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user || revoked(user, claims.iat)) throw httpErrors.unauthorized('Invalid or expired token');
  return user;
}
