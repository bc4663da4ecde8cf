import crypto from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { appState, type AppContext } from '../../platform/http/context';
import { RESET_LINK_INVALID, RESET_LINK_MINUTES } from '../../../../rules/passwordReset';
import { findUserByEmail, hashPassword, replacePassword } from '../accounts';
import { fillMessagesWith, queueAccountMessage } from '../messages';
import { createReset, storedResetSecret, takeReset, tokenHash } from './repository';

const secretOf = appState('password reset secret', (ctx): Promise<string> => storedResetSecret(ctx.db));

/**
 * The link's secret, made from the reset's id with the shop's key: the same every time it is made,
 * so neither the reset row (its hash only) nor the outbox (the id only) holds it.
 */
const tokenOf = (secret: string, resetId: string) => crypto.createHmac('sha256', secret).update(`reset:${resetId}`).digest('base64url');

/** The reset e-mail's link and how long it works, made when the e-mail is written. */
export function fillResetLinks(ctx: AppContext, shopUrl: string): void {
  fillMessagesWith(ctx, 'password_reset', async (payload) => {
    const token = tokenOf(await secretOf(ctx), String(payload.resetId));
    const minutes = Math.round(ctx.config.passwords.resetTtlMs / 60_000);
    return {
      link: `${shopUrl}/reset-password?token=${token}`,
      validFor: minutes === RESET_LINK_MINUTES ? '30 minutes' : `${minutes} minutes`,
    };
  });
}

/** A reset link for the account of `email`, if there is one: its row and its e-mail, in one transaction. Nothing for an unknown address. */
export async function sendResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const id = crypto.randomUUID();
  const hash = tokenHash(tokenOf(await secretOf(ctx), id));
  await ctx.db.transaction(async (tx) => {
    await createReset(tx, { id, userId: user.id, tokenHash: hash, ttlMs: ctx.config.passwords.resetTtlMs });
    await queueAccountMessage(ctx, tx, {
      kind: 'password_reset',
      eventId: id,
      email: user.email,
      userId: user.id,
      payload: { resetId: id, firstName: user.first_name },
    });
  });
}

/** The new password through the link: taken once, the password replaced, the account signed out everywhere; 410 for a used, expired or unknown link. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    const reset = await takeReset(tx, tokenHash(token));
    if (!reset) return false;
    await replacePassword(tx, reset.userId, passwordHash);
    return true;
  });
  if (!done) throw httpErrors.gone(RESET_LINK_INVALID);
}
