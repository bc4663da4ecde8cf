import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import type { Channel } from './kinds';
import { mailerOf } from './providers/email';
import { smsProviderOf } from './providers/sms';
import { claimDue, markFailed, markSent, renewLease, sweepOutbox, type OutboxRow } from './repository';
import { runMessageSources } from './sources';
import { renderEmail, renderText } from './templates/render';

/** Messages taken at once; a small batch keeps a slow provider from holding many rows under one lease. */
const BATCH = 10;
const HOUR = 60 * 60_000;
/** Housekeeping (forgetting old sent rows) runs this often, on whichever instance gets there. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The wait before attempt n+1 after n failed ones: MESSAGES_RETRY_MS, doubled each time, at most an hour. */
export const retryDelay = (firstMs: number, failedAttempts: number) => Math.min(HOUR, firstMs * 2 ** Math.max(0, failedAttempts - 1));

/** A failure's reason as kept on the row and logged: the provider's sentence, never a credential of SMTP_URL. */
function reasonOf(err: unknown, ctx: AppContext): string {
  const text = err instanceof Error ? err.message : String(err);
  const { smtpUrl, sms } = ctx.config.messages;
  return [smtpUrl, sms.apiKey].reduce<string>((t, secret) => (secret ? t.split(secret).join('[hidden]') : t), text);
}

export interface DeliveryWorker {
  /** Sends what is due now, until nothing is; resolves with how many it sent. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The delivery worker of one instance: takes due rows (claimDue: each row held by one worker at a
 * time, across instances), sends each outside any transaction, marks it sent or schedules its next
 * attempt. A crash between sending and marking lets the lease run out and the row be sent again:
 * at most one repeat per crash, with the same Message-ID.
 */
export function deliveryWorker(ctx: AppContext, log: FastifyBaseLogger): DeliveryWorker {
  const settings = ctx.config.messages;
  const mailer = mailerOf(ctx);
  const texts = smsProviderOf(ctx);
  const channels: Channel[] = [...(mailer ? (['email'] as const) : []), ...(texts?.channels ?? [])];
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastSweep = 0;

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.channel === 'email') {
      await mailer!.send(row.id, row.recipient, await renderEmail(ctx, row.kind, row.payload));
    } else {
      await texts!.send({
        id: row.id,
        kind: row.kind,
        channel: row.channel,
        to: row.recipient,
        message: await renderText(ctx, row.kind, row.payload),
      });
    }
  }

  async function attempt(row: OutboxRow): Promise<boolean> {
    try {
      await deliver(row);
    } catch (err) {
      const reason = reasonOf(err, ctx);
      const last = row.attempts >= settings.maxAttempts;
      await markFailed(ctx.db, row, reason, last ? null : retryDelay(settings.retryMs, row.attempts));
      // The row's id and kind only: its recipient and payload are the shopper's.
      log[last ? 'error' : 'warn'](
        { messageId: row.id, kind: row.kind, channel: row.channel, attempt: row.attempts },
        `message not sent: ${reason}`,
      );
      return false;
    }
    await markSent(ctx.db, row);
    return true;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await sweepOutbox(ctx.db, settings.keepDays, settings.maxAttempts);
    }
    await runMessageSources(ctx);
    for (;;) {
      if (stopped || channels.length === 0) return sent;
      const rows = await claimDue(ctx.db, channels, BATCH, settings.leaseMs, settings.maxAttempts);
      for (const row of rows) {
        if (!(await renewLease(ctx.db, row, settings.leaseMs))) continue;
        if (await attempt(row)) sent += 1;
      }
      if (rows.length < BATCH) return sent;
    }
  }

  function runOnce(): Promise<number> {
    // One pass at a time per instance; a call during a pass runs after it.
    const pass = chain.then(drain);
    chain = pass.catch(() => undefined);
    return pass;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => log.error({ err: reasonOf(err, ctx) }, 'delivery worker pass failed'))
        .finally(schedule);
    }, settings.pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start: () => {
      if (channels.length > 0 && !timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
      mailer?.close();
    },
  };
}
