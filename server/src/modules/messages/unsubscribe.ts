import crypto from 'node:crypto';
import { API_PREFIX } from '../../../../rules/api';
import { appState, type AppContext } from '../../platform/http/context';
import { storedLinkSecret } from './repository';

const secretOf = appState('message link secret', (ctx): Promise<string> => storedLinkSecret(ctx.db));

const signature = (secret: string, who: string) => crypto.createHmac('sha256', secret).update(`unsubscribe:${who}`).digest('base64url');

/**
 * The link that stops non-essential e-mails without signing in: the account's id, or for a visitor
 * without one (a "Notify me" left with an e-mail) the address, signed.
 */
export async function unsubscribeUrl(ctx: AppContext, who: string): Promise<string> {
  const s = signature(await secretOf(ctx), who);
  return `${ctx.config.publicUrl}${API_PREFIX}/messages/unsubscribe?u=${encodeURIComponent(who)}&s=${s}`;
}

/** Whether `s` is the signature of `who`'s unsubscribe link. */
export async function isUnsubscribeSignature(ctx: AppContext, who: string, s: string): Promise<boolean> {
  const expected = Buffer.from(signature(await secretOf(ctx), who));
  const given = Buffer.from(s);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
