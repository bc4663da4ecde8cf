import { choice, count, section, text } from '../../platform/config/settings';

export const SMS_PROVIDERS = ['none', 'dev', 'msg91'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** `cod_confirmed=1207…,out_for_delivery=1207…`: the DLT template id registered for each kind of SMS. */
function templateIds(list: string | undefined): Record<string, string> {
  const pairs = (list ?? '')
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]);
  return Object.fromEntries(pairs);
}

export const messageSettings = section(
  [
    text('SMTP_URL', {
      must: 'an smtp:// or smtps:// address',
      pattern: '^smtps?://\\S+$',
      shownDefault: '— (e-mails wait in the outbox)',
      description:
        'the SMTP server e-mails go through (`smtp://user:password@host:587`, `smtps://…:465`); `npm start` sets it to its local mail catcher',
    }),
    text('MAIL_FROM', {
      must: 'an address, optionally with a name ("Shop <orders@shop.in>")',
      shownDefault: 'the store name at `orders@` the shop’s host',
      description: 'the sender of the shop’s e-mails',
    }),
    text('SHOP_URL', {
      must: 'an http(s) origin',
      pattern: '^https?://[^/\\s]+$',
      shownDefault: '`PUBLIC_URL`',
      description: 'where the links in messages lead (the app’s origin, when it is not the API’s)',
    }),
    choice(
      'SMS_PROVIDER',
      SMS_PROVIDERS,
      'none',
      'who sends SMS and WhatsApp: `none` (not queued), `dev` (into the local mail inbox), `msg91`',
    ),
    text('SMS_SENDER_ID', {
      must: 'six letters',
      pattern: '^[A-Za-z]{6}$',
      description: 'the DLT-registered sender id (header) of the SMS',
    }),
    text('SMS_API_KEY', { must: 'text', description: 'the SMS provider’s key (MSG91’s authkey); never logged' }),
    text('SMS_API_URL', {
      must: 'an http(s) address',
      pattern: '^https?://\\S+$',
      default: 'https://control.msg91.com/api/v5/flow/',
      description: 'the SMS provider’s send address (MSG91’s flow API)',
    }),
    text('SMS_TEMPLATES', {
      must: 'kind=id pairs separated by commas',
      pattern: '^[a-z_]+=[^,=\\s]+(,[a-z_]+=[^,=\\s]+)*$',
      description:
        'the DLT template id of each kind of SMS: `cod_confirmed=…,out_for_delivery=…,sign_in_code=…`; a kind without one is not sent by SMS',
    }),
    choice(
      'MESSAGES_WORKER',
      ['on', 'off'] as const,
      'on',
      'whether this instance runs the delivery worker (every instance may: they share the work)',
    ),
    count('MESSAGES_POLL_MS', 500, 'how often the delivery worker looks for due messages'),
    count('MESSAGES_MAX_ATTEMPTS', 8, 'attempts at one message before it is given up (kept, status `failed`)'),
    count('MESSAGES_RETRY_MS', 30_000, 'the wait after a first failed attempt, doubled after each next one (at most an hour)'),
    count('MESSAGES_LEASE_MS', 60_000, 'how long a worker holds a message it took; past it (the worker died) another takes it'),
    count(
      'PAYMENT_REMINDER_MS',
      15 * 60_000,
      'how long after an order is placed unpaid its "order placed" e-mail goes, reminding the shopper to pay (a payment before then drops it); under STOCK_HOLD_MINUTES, after which the order is cancelled',
    ),
    count('MESSAGES_KEEP_DAYS', 30, 'days a sent message is kept in the outbox, then forgotten'),
  ],
  (e) => {
    if (e.SMS_PROVIDER === 'msg91' && (!e.SMS_API_KEY || !e.SMS_SENDER_ID)) {
      throw new Error('SMS_PROVIDER=msg91 needs SMS_API_KEY and SMS_SENDER_ID');
    }
    return {
      messages: {
        smtpUrl: e.SMTP_URL ?? null,
        mailFrom: e.MAIL_FROM ?? null,
        shopUrl: e.SHOP_URL ?? null,
        sms: {
          provider: e.SMS_PROVIDER,
          senderId: e.SMS_SENDER_ID ?? null,
          apiKey: e.SMS_API_KEY ?? null,
          apiUrl: e.SMS_API_URL,
          templates: templateIds(e.SMS_TEMPLATES),
        },
        worker: e.MESSAGES_WORKER === 'on',
        pollMs: Math.max(10, e.MESSAGES_POLL_MS),
        maxAttempts: Math.max(1, e.MESSAGES_MAX_ATTEMPTS),
        retryMs: e.MESSAGES_RETRY_MS,
        leaseMs: Math.max(1000, e.MESSAGES_LEASE_MS),
        keepDays: Math.max(1, e.MESSAGES_KEEP_DAYS),
        paymentReminderMs: e.PAYMENT_REMINDER_MS,
      },
    };
  },
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof messageSettings.read> {}
}
