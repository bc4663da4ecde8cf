import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountInfoResponse, AuthorizeRequest, AuthorizeResponse, RegisterRequest } from '../contracts';
import { deviceCookie, trustedDevice } from '../auth/device';
import { requireUser } from '../auth/guard';
import { FailureThrottle, LOGIN_THROTTLE } from '../auth/loginThrottle';
import { getDummyHash, hashPassword, verifyPassword } from '../auth/password';
import { createToken } from '../auth/token';
import { HttpError, type AppContext } from '../http/context';
import { createUser, findUserByEmail, toAccountInfo } from '../repositories/users';

// Same rule as the client: something@something.something, no spaces.
const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$';

const credentials = {
  email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN },
  password: { type: 'string', minLength: 1, maxLength: 200 },
} as const;

const name = { type: 'string', minLength: 2, maxLength: 80 } as const;

const normalEmail = (email: string) => email.trim().toLowerCase();

function inWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
}

export async function userRoutes(app: FastifyInstance, ctx: AppContext & { rateLimit: object }) {
  const failures = new FailureThrottle(LOGIN_THROTTLE);
  const deviceOf = (request: FastifyRequest) => {
    const email = (request.body as Partial<AuthorizeRequest> | undefined)?.email;
    return typeof email === 'string' ? trustedDevice(request, ctx.tokenSecret, normalEmail(email)) : null;
  };

  app.post<{ Body: RegisterRequest }>(
    '/users/register',
    {
      config: { rateLimit: ctx.rateLimit },
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password', 'firstName', 'lastName'],
          additionalProperties: false,
          properties: {
            ...credentials,
            password: { type: 'string', minLength: 6, maxLength: 200 },
            firstName: name,
            lastName: name,
          },
        },
      },
    },
    async (request, reply): Promise<AccountInfoResponse> => {
      const b = request.body;
      const firstName = b.firstName.trim();
      const lastName = b.lastName.trim();
      if (firstName.length < 2) throw new HttpError(400, 'First name must be at least 2 characters');
      if (lastName.length < 2) throw new HttpError(400, 'Last name must be at least 2 characters');
      const user = await createUser(ctx.db, {
        email: normalEmail(b.email),
        passwordHash: await hashPassword(b.password),
        firstName,
        lastName,
      });
      if (!user) throw new HttpError(409, 'An account with this email already exists');
      reply.code(201);
      return { data: toAccountInfo(user) };
    },
  );

  app.post<{ Body: AuthorizeRequest }>(
    '/users/authorize',
    {
      // The per-client request budget (against password spraying across accounts) runs after the
      // body is parsed, so a browser that already signed in to this account is not counted in it.
      config: { rateLimit: { ...ctx.rateLimit, hook: 'preHandler', allowList: (request: FastifyRequest) => !!deviceOf(request) } },
      schema: {
        body: { type: 'object', required: ['email', 'password'], additionalProperties: false, properties: credentials },
      },
    },
    async (request, reply): Promise<AuthorizeResponse> => {
      const email = normalEmail(request.body.email);
      const device = deviceOf(request);
      // Failures count per device that signed in here before, else per account and client address.
      const key = device ? `device:${device}` : `account:${email}\u0000client:${request.ip}`;
      const wait = failures.waitMs(key);
      if (wait > 0) {
        throw new HttpError(429, `Too many failed sign-in attempts. Please try again in ${inWords(wait)}.`, {
          'retry-after': String(Math.ceil(wait / 1000)),
        });
      }
      const user = await findUserByEmail(ctx.db, email);
      // Hash even for an unknown e-mail so the answer time does not reveal which accounts exist.
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await getDummyHash()));
      if (!user || !ok) {
        failures.failure(key);
        throw new HttpError(401, 'Invalid email or password');
      }
      failures.success(key);
      const secure = request.protocol === 'https' || ctx.config.publicUrl.startsWith('https:');
      reply.header('set-cookie', deviceCookie(ctx.tokenSecret, email, device, secure));
      return { token: createToken(user, ctx.tokenSecret) };
    },
  );

  app.get('/accountInfo', async (request): Promise<AccountInfoResponse> => {
    const user = await requireUser(ctx, request);
    return { data: toAccountInfo(user) };
  });
}
