import crypto from 'node:crypto';
import { API_PREFIX } from '../../../../rules/api';
import { appState, type AppContext } from '../../platform/http/context';
import { storedLinkSecret } from './repository';

const secretOf = appState('message link secret', (ctx): Promise<string> => storedLinkSecret(ctx.db));

const signature = (secret: string, userId: string) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');

/** The link that stops an account's non-essential e-mails without signing in: the account's id, signed. */
export async function unsubscribeUrl(ctx: AppContext, userId: string): Promise<string> {
  const s = signature(await secretOf(ctx), userId);
  return `${ctx.config.publicUrl}${API_PREFIX}/messages/unsubscribe?u=${encodeURIComponent(userId)}&s=${s}`;
}

/** Whether `s` is the signature of `userId`'s unsubscribe link. */
export async function isUnsubscribeSignature(ctx: AppContext, userId: string, s: string): Promise<boolean> {
  const expected = Buffer.from(signature(await secretOf(ctx), userId));
  const given = Buffer.from(s);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
