import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { failureThrottle } from '../../platform/limits/failureThrottle';
import { tooMany } from '../../platform/limits/tooMany';
import { PASSWORD_CHANGED, RESET_REQUESTED } from '../../../../rules/passwordReset';
import { shopUrlOf } from '../messages';
import { ForgotPasswordRequest, PasswordMessageDto, ResetPasswordRequest } from './contract';
import { fillResetLinks, resetPassword, sendResetLink } from './service';

const TOO_MANY = 'Too many reset requests. Please try again later.';
const CLIENT_WINDOW_MS = 15 * 60_000;

export async function passwordRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  fillResetLinks(ctx, shopUrlOf(ctx));
  const { perAddress, perClient } = ctx.config.passwords;
  // Every request for an address counts, known or not, so the throttle's answer tells nothing either.
  const perAddressThrottle = await failureThrottle(ctx.db, {
    failuresBeforeWait: perAddress,
    firstWaitMs: 60_000,
    maxWaitMs: 60 * 60_000,
    forgetAfterMs: 60 * 60_000,
    maxKeys: 10_000,
  });
  // Links being made after the answer went; the app's close waits for them.
  const making = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...making]);
  });
  const perClientBudget = { rateLimit: { max: perClient, timeWindow: CLIENT_WINDOW_MS } };

  app.post(
    '/users/forgot-password',
    { config: perClientBudget, schema: { body: ForgotPasswordRequest, response: responses({ 202: PasswordMessageDto }) } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const wait = await perAddressThrottle.attempt(`reset:${email}`);
      if (wait > 0) throw tooMany(TOO_MANY, wait);
      // The answer goes before the account is even looked up: known and unknown addresses take the same time.
      const made: Promise<void> = sendResetLink(ctx, email)
        .catch((err: unknown) => request.log.error({ err }, 'reset link not made'))
        .finally(() => making.delete(made));
      making.add(made);
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/users/reset-password',
    { config: perClientBudget, schema: { body: ResetPasswordRequest, response: responses({ 200: PasswordMessageDto }) } },
    async (request) => {
      await resetPassword(ctx, request.body.token.trim(), request.body.password);
      return { message: PASSWORD_CHANGED };
    },
  );
}
