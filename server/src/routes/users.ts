import type { FastifyInstance } from 'fastify';
import type { AccountInfoResponse, AuthorizeRequest, AuthorizeResponse, RegisterRequest } from '../contracts';
import { requireUser } from '../auth/guard';
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

export async function userRoutes(app: FastifyInstance, ctx: AppContext & { rateLimit: object }) {
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
        email: b.email.trim().toLowerCase(),
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
      config: { rateLimit: ctx.rateLimit },
      schema: {
        body: { type: 'object', required: ['email', 'password'], additionalProperties: false, properties: credentials },
      },
    },
    async (request): Promise<AuthorizeResponse> => {
      const user = await findUserByEmail(ctx.db, request.body.email.trim().toLowerCase());
      // Hash even for an unknown e-mail so the answer time does not reveal which accounts exist.
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await getDummyHash()));
      if (!user || !ok) throw new HttpError(401, 'Invalid email or password');
      return { token: createToken(user, ctx.tokenSecret) };
    },
  );

  app.get('/accountInfo', async (request): Promise<AccountInfoResponse> => {
    const user = await requireUser(ctx, request);
    return { data: toAccountInfo(user) };
  });
}
