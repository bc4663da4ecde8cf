import nodemailer from 'nodemailer';
import { appState, type AppContext } from '../../../platform/http/context';
import type { Email } from '../templates/render';

export interface Mailer {
  /** Sends one e-mail; `id` (the outbox row's) becomes its Message-ID, by which a receiver can tell a repeat. */
  send(id: string, to: string, mail: Email): Promise<void>;
  close(): void;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * The SMTP transport of SMTP_URL (null without it: e-mails wait in the outbox). Timeouts stay well
 * under the worker's lease, so a hanging server fails the attempt before another worker may take
 * the row, instead of both sending it.
 */
export const mailerOf = appState('mailer', (ctx: AppContext): Mailer | null => {
  const { smtpUrl, mailFrom, shopUrl } = ctx.config.messages;
  if (!smtpUrl) return null;
  const lease = ctx.config.messages.leaseMs;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: Math.min(10_000, lease / 4),
    greetingTimeout: Math.min(10_000, lease / 4),
    socketTimeout: Math.min(20_000, lease / 3),
  });
  const domain = hostOf(shopUrl ?? ctx.config.publicUrl);
  return {
    async send(id, to, mail) {
      await transport.sendMail({
        from: mailFrom ?? { name: mail.storeName, address: `orders@${domain}` },
        to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html && { html: mail.html }),
        messageId: `<${id}@${domain}>`,
        headers: {
          'X-Outbox-Id': id,
          ...(mail.unsubscribeUrl && {
            'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }),
        },
      });
    },
    close: () => transport.close(),
  };
});
