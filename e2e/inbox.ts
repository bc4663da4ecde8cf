/** The e-mails the shop sent during the run, as the suite's SMTP server (global-setup.ts) kept them. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

/** Where the shop's SMTP_URL points in the suite: E2E_SMTP_PORT, else two after the app's (the next is the update journey's release server). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2);
export const MAIL_DIR = path.join(__dirname, '.output', 'mail');

export interface KeptMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

function mails(): KeptMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as KeptMail);
}

/** The mails to `to` whose subject matches, once at least one has arrived (waited for, up to 15 s). */
export async function mailsTo(to: string, subject: RegExp): Promise<KeptMail[]> {
  const matching = () => mails().filter((m) => m.to.includes(to) && subject.test(m.subject));
  await expect.poll(() => matching().length, { message: `an e-mail to ${to} about ${subject}`, timeout: 15_000 }).toBeGreaterThan(0);
  return matching();
}
