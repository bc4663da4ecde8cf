import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountInfoResponse, AuthorizeRequest, AuthorizeResponse, RegisterRequest } from './contract';
import { deviceCookie, trustedDevice } from './device';
import { requireUser, tokenSecret } from './service';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import { createToken } from './token';
import type { AppContext } from '../../platform/http/context';
import { failureThrottle } from '../../platform/limits/failureThrottle';
import { clientBudget } from '../../platform/limits/perClient';
import { tooMany } from '../../platform/limits/tooMany';
import { LOGIN_THROTTLE } from './loginThrottle';
import { responses } from '../../platform/http/responses';
import { createUser, findUserByEmail, toAccountInfo } from './repository';

const normalEmail = (email: string) => email.trim().toLowerCase();

function inWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
}

export async function accountRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Read at start (the first start without TOKEN_SECRET makes it): the device check below runs in a synchronous hook.
  const secret = await tokenSecret(ctx);
  const failures = await failureThrottle(ctx.db, LOGIN_THROTTLE);
  const deviceOf = (request: FastifyRequest) => {
    const email = (request.body as Partial<AuthorizeRequest> | undefined)?.email;
    return typeof email === 'string' ? trustedDevice(request, secret, normalEmail(email)) : null;
  };

  app.post(
    '/users/register',
    {
      config: { rateLimit: clientBudget(ctx) },
      schema: { body: RegisterRequest, response: responses({ 201: AccountInfoResponse }) },
    },
    async (request, reply) => {
      const b = request.body;
      const firstName = b.firstName.trim();
      const lastName = b.lastName.trim();
      if (firstName.length < 2) throw httpErrors.badRequest('First name must be at least 2 characters');
      if (lastName.length < 2) throw httpErrors.badRequest('Last name must be at least 2 characters');
      const user = await createUser(ctx.db, {
        email: normalEmail(b.email),
        passwordHash: await hashPassword(b.password),
        firstName,
        lastName,
      });
      if (!user) throw httpErrors.conflict('An account with this email already exists');
      reply.code(201);
      return { data: toAccountInfo(user) };
    },
  );

  app.post(
    '/users/authorize',
    {
      // The per-client request budget (against password spraying across accounts) runs after the
      // body is parsed, so a browser that already signed in to this account is not counted in it.
      config: { rateLimit: { ...clientBudget(ctx), hook: 'preHandler', allowList: (request: FastifyRequest) => !!deviceOf(request) } },
      schema: { body: AuthorizeRequest, response: responses({ 200: AuthorizeResponse }) },
    },
    async (request, reply) => {
      const email = normalEmail(request.body.email);
      const device = deviceOf(request);
      // Failures count per device that signed in here before, else per account and client address.
      const key = device ? `device:${device}` : `account:${email}\u0000client:${request.ip}`;
      const wait = await failures.attempt(key);
      if (wait > 0) {
        throw tooMany(`Too many failed sign-in attempts. Please try again in ${inWords(wait)}.`, wait);
      }
      const user = await findUserByEmail(ctx.db, email);
      // Hash even for an unknown e-mail so the answer time does not reveal which accounts exist.
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await getDummyHash()));
      // (A wrong one was counted by the attempt.)
      if (!user || !ok) throw httpErrors.unauthorized('Invalid email or password');
      await failures.success(key);
      const secure = request.protocol === 'https' || ctx.config.publicUrl.startsWith('https:');
      reply.header('set-cookie', deviceCookie(secret, email, device, secure));
      return { token: createToken(user, secret) };
    },
  );

  app.get('/accountInfo', { schema: { response: responses({ 200: AccountInfoResponse }) } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { data: toAccountInfo(user) };
  });
}
