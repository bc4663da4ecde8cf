import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** smtp://127.0.0.1:port, for SMTP_URL */
  url: string;
  /** the mails accepted, in order of arrival */
  mails: ParsedMail[];
  /** DATA commands received, refused ones included */
  attempts: () => number;
  /** resolves with the mails once `enough` holds for them (checked at each arrival), rejects after `timeoutMs` */
  waitFor(enough: (mails: ParsedMail[]) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 (or `port`), as the shop's SMTP_URL: it parses each mail it
 * is given and keeps it, or refuses the attempt (451, try later) when `refuse(n)` says so for the
 * n-th attempt (from 1). Refused at the end of DATA: the shop has sent everything, and must try again.
 * `onMail` hears each mail kept (the e2e suite writes them where its journeys read them).
 */
export async function startMailbox({
  refuse = (_n: number): boolean => false,
  port = 0,
  onMail = (_mail: ParsedMail): void => undefined,
} = {}): Promise<Mailbox> {
  const mails: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const n = ++attempts;
      simpleParser(stream).then(
        (mail) => {
          if (refuse(n)) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          mails.push(mail);
          onMail(mail);
          callback();
          for (const wake of waiters) wake();
        },
        (err: Error) => callback(err),
      );
    },
  });
  // A sender that drops its connection (a worker killed mid-mail) is the sender's failure: unheard, the
  // server's 'error' would end the process the mailbox runs in.
  server.on('error', () => undefined);
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    attempts: () => attempts,
    waitFor(enough, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!enough(mails)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mails);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `the mails awaited did not arrive in ${timeoutMs} ms (${mails.length} arrived: ${mails.map((m) => m.subject).join('; ')})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The recipient addresses of a mail. */
export const recipientsOf = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

/** Resolves once `holds()` does (checked every 20 ms), rejects with `what` after `timeoutMs`: for what no event announces (a row's status). */
export async function until(holds: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`${what}: not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A mailbox for the test file's app: started before the app (its beforeAll reads `env`, so this
 * must be called before useTestApp(env)), its address put in `env.SMTP_URL`, closed after.
 */
export function useMailbox(env: Record<string, string>): Mailbox {
  let box: Mailbox | null = null;
  beforeAll(async () => {
    box = await startMailbox();
    env.SMTP_URL = box.url;
  });
  afterAll(() => box?.close());
  const current = () => {
    if (!box) throw new Error('the mailbox starts in beforeAll');
    return box;
  };
  return {
    get url() {
      return current().url;
    },
    get mails() {
      return current().mails;
    },
    attempts: () => current().attempts(),
    waitFor: (enough, timeoutMs) => current().waitFor(enough, timeoutMs),
    close: () => current().close(),
  };
}
