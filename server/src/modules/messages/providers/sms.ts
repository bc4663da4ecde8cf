import { appState, type AppContext } from '../../../platform/http/context';
import type { Channel, MessageKind } from '../kinds';
import type { Text } from '../templates/render';
import { mailerOf } from './email';

/** One text to a mobile number (ten digits), by SMS or WhatsApp. */
export interface TextMessage {
  /** the outbox row's id: the provider's idempotency key where it takes one */
  id: string;
  kind: MessageKind;
  channel: Exclude<Channel, 'email'>;
  to: string;
  message: Text;
}

/** What the shop needs of an SMS provider: which channels and kinds it sends, and sending one. */
export interface SmsProvider {
  readonly channels: ReadonlyArray<Exclude<Channel, 'email'>>;
  sends(kind: MessageKind): boolean;
  send(message: TextMessage): Promise<void>;
}

/**
 * MSG91's flow API: a DLT-registered template per kind (SMS_TEMPLATES), its variables as var1,
 * var2…, the sender id registered with it. It takes no idempotency key, so the row id travels
 * as the request's id for their logs only.
 */
export function msg91(settings: AppContext['config']['messages']['sms'], fetchFn: typeof fetch = fetch): SmsProvider {
  const { templates, apiKey, senderId, apiUrl } = settings;
  return {
    channels: ['sms'],
    sends: (kind) => Boolean(templates[kind]),
    async send({ id, kind, to, message }) {
      const recipient: Record<string, string> = { mobiles: `91${to}` };
      message.vars.forEach((value, n) => (recipient[`var${n + 1}`] = value));
      const response = await fetchFn(apiUrl, {
        method: 'POST',
        headers: { authkey: apiKey ?? '', 'content-type': 'application/json', accept: 'application/json', 'x-request-id': id },
        body: JSON.stringify({ template_id: templates[kind], sender: senderId, short_url: '0', recipients: [recipient] }),
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      // Its answer names the failure, never the key: safe to keep as the row's last error.
      if (!response.ok || body?.type !== 'success')
        throw new Error(`MSG91 answered ${response.status}: ${body?.message ?? 'no reason given'}`);
    },
  };
}

/** Development: every text lands in the local mail inbox (the same SMTP server), as an e-mail to its number. */
function intoInbox(ctx: AppContext): SmsProvider | null {
  const mailer = mailerOf(ctx);
  if (!mailer) return null;
  return {
    channels: ['sms', 'whatsapp'],
    sends: () => true,
    async send({ id, channel, to, message }) {
      const name = channel === 'sms' ? 'SMS' : 'WhatsApp';
      await mailer.send(id, `${channel}-${to}@texts.localhost`, {
        storeName: name,
        subject: `${name} to +91 ${to}`,
        text: message.text,
        html: '',
      });
    },
  };
}

/** This app's SMS provider (SMS_PROVIDER), or null: no texts are queued. */
export const smsProviderOf = appState('sms provider', (ctx: AppContext): SmsProvider | null => {
  const { sms } = ctx.config.messages;
  if (sms.provider === 'msg91') return msg91(sms);
  if (sms.provider === 'dev') return intoInbox(ctx);
  return null;
});
