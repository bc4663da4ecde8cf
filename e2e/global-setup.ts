/**
 * Runs once after the webServer is up (Playwright starts the webServer before globalSetup):
 * fails fast, with one clear message, when the server does not serve the built app — instead of
 * every test failing on its own. Then it opens the SMTP server the shop sends its e-mails to
 * (SMTP_URL, playwright.config.ts) for the whole run, each mail kept as a file in MAIL_DIR that
 * the journeys read (e2e/inbox.ts); the shop's worker tries again until it listens.
 */
import fs from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { startMailbox } from '../server/test/mailbox';
import { MAIL_DIR, SMTP_PORT } from './inbox';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:4173';
  const res = await fetch(new URL('/', baseURL), { headers: { accept: 'text/html' } }).catch((err: unknown) => {
    throw new Error(`e2e: the server at ${baseURL} does not answer: ${String(err)}`);
  });
  const html = await res.text();
  if (!res.ok || !/\bid=["']?root\b/.test(html) || !/<script\b[^>]*\bsrc=/i.test(html)) {
    throw new Error(
      `e2e: ${baseURL}/ does not serve the built app (HTTP ${res.status}). ` +
        'Build it with `API_BASE_URL=/api/v1 npm run build` (or run without E2E_SKIP_BUILD=1) ' +
        'and check that the server serves SERVE_APP=dist.',
    );
  }
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const mailbox = await startMailbox({
    port: SMTP_PORT,
    onMail: (mail) => {
      const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
      const kept = {
        to,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: String(mail.html || ''),
        messageId: mail.messageId ?? '',
      };
      fs.writeFileSync(`${MAIL_DIR}/${String(++n).padStart(5, '0')}.json`, JSON.stringify(kept));
    },
  });
  return () => mailbox.close();
}
