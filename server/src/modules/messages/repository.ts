import crypto from 'node:crypto';
import type { Queryable } from '../../platform/db/client';
import type { Channel, MessageKind } from './kinds';

export interface OutboxRow {
  id: string;
  kind: MessageKind;
  channel: Channel;
  recipient: string;
  payload: Record<string, unknown>;
  attempts: number;
  claim: string;
}

export interface NewMessage {
  kind: MessageKind;
  channel: Channel;
  recipient: string;
  payload: object;
  /** one message per event and channel: the same key again queues nothing */
  eventKey: string;
  /** sent no sooner than this (a reminder), else at once */
  dueInMs?: number;
}

/** Queues the messages in the caller's transaction; an event already queued is left as it is. */
export async function insertMessages(tx: Queryable, messages: NewMessage[]): Promise<void> {
  for (const m of messages) {
    await tx.query(
      `INSERT INTO outbox (id, kind, channel, recipient, payload, event_key, due_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, now() + ($7::int * interval '1 millisecond'))
       ON CONFLICT (event_key) DO NOTHING`,
      [crypto.randomUUID(), m.kind, m.channel, m.recipient, JSON.stringify(m.payload), m.eventKey, m.dueInMs ?? 0],
    );
  }
}

/** Drops an event's messages not sent yet (a payment reminder once the order is paid). */
export async function dropPending(tx: Queryable, kind: MessageKind, eventId: string): Promise<void> {
  await tx.query(`DELETE FROM outbox WHERE event_key = ANY($1::text[]) AND status = 'pending'`, [
    (['email', 'sms', 'whatsapp'] as const).map((channel) => `${kind}:${eventId}:${channel}`),
  ]);
}

/**
 * Up to `limit` due messages of these channels, taken for `leaseMs` under one new claim. Rows
 * another worker is taking right now are skipped (SKIP LOCKED), rows another holds under a lease
 * are not due: two workers never hold one row at once. The attempt is counted when taken, so a
 * worker that dies mid-send still uses one up.
 */
export async function claimDue(
  db: Queryable,
  channels: Channel[],
  limit: number,
  leaseMs: number,
  maxAttempts: number,
): Promise<OutboxRow[]> {
  const claim = crypto.randomUUID();
  const { rows } = await db.query<OutboxRow>(
    `WITH due AS (
       SELECT id FROM outbox
       WHERE status = 'pending' AND due_at <= now() AND (lease_until IS NULL OR lease_until < now())
         AND attempts < $5 AND channel = ANY($1::text[])
       ORDER BY due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
     )
     UPDATE outbox o SET attempts = o.attempts + 1, claim = $4::uuid, lease_until = now() + ($3::int * interval '1 millisecond')
     FROM due WHERE o.id = due.id
     RETURNING o.id, o.kind, o.channel, o.recipient, o.payload, o.attempts, o.claim`,
    [channels, limit, leaseMs, claim, maxAttempts],
  );
  return rows;
}

/**
 * Gives the row a whole lease again just before it is sent, if this claim still holds it: a batch
 * sent one row after another against a slow SMTP server must not let its last rows' leases run out
 * (another worker would take and send them too). False when the claim was lost.
 */
export async function renewLease(db: Queryable, row: OutboxRow, leaseMs: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE outbox SET lease_until = now() + ($3::int * interval '1 millisecond')
     WHERE id = $1 AND claim = $2::uuid AND status = 'pending' AND lease_until > now() RETURNING id`,
    [row.id, row.claim, leaseMs],
  );
  return rows.length > 0;
}

/** Marks a sent message, if this claim still holds it. */
export async function markSent(db: Queryable, row: OutboxRow): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'sent', sent_at = now(), lease_until = NULL, last_error = NULL WHERE id = $1 AND claim = $2::uuid`,
    [row.id, row.claim],
  );
}

/** A failed attempt: due again after `retryInMs`, or given up (kept, `failed`) when it was the last one. */
export async function markFailed(db: Queryable, row: OutboxRow, error: string, retryInMs: number | null): Promise<void> {
  await db.query(
    `UPDATE outbox SET lease_until = NULL, claim = NULL, last_error = $3,
       status = CASE WHEN $4::int IS NULL THEN 'failed' ELSE 'pending' END,
       due_at = CASE WHEN $4::int IS NULL THEN due_at ELSE now() + ($4::int * interval '1 millisecond') END
     WHERE id = $1 AND claim = $2::uuid`,
    [row.id, row.claim, error.slice(0, 500), retryInMs],
  );
}

/**
 * Housekeeping: sent messages older than `keepDays` are forgotten; messages whose every attempt
 * was taken by workers that died (lease run out, no attempt left) are given up.
 */
export async function sweepOutbox(db: Queryable, keepDays: number, maxAttempts: number): Promise<void> {
  await db.query(`DELETE FROM outbox WHERE status = 'sent' AND sent_at < now() - ($1::int * interval '1 day')`, [keepDays]);
  await db.query(
    `UPDATE outbox SET status = 'failed', last_error = COALESCE(last_error, 'no attempt finished') , claim = NULL
     WHERE status = 'pending' AND attempts >= $1 AND lease_until < now()`,
    [maxAttempts],
  );
}

export interface OutboxEntry {
  id: string;
  kind: string;
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** The messages given up, newest first, for a person to look at (npm run messages -- failed). */
export async function failedMessages(db: Queryable): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{
    id: string;
    kind: string;
    channel: string;
    status: string;
    attempts: number;
    last_error: string | null;
    created_at: Date | string;
  }>(
    `SELECT id, kind, channel, status, attempts, last_error, created_at FROM outbox WHERE status = 'failed' ORDER BY created_at DESC LIMIT 100`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    channel: r.channel,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** A given-up message queued again with fresh attempts; false when there is no such failed message. */
export async function retryFailed(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE outbox SET status = 'pending', attempts = 0, due_at = now(), last_error = NULL WHERE id = $1 AND status = 'failed' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

export interface Preferences {
  orderSms: boolean;
  orderWhatsapp: boolean;
  marketingEmail: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = { orderSms: true, orderWhatsapp: false, marketingEmail: false };

export async function preferencesOf(db: Queryable, userId: string): Promise<Preferences> {
  const { rows } = await db.query<{ order_sms: boolean; order_whatsapp: boolean; marketing_email: boolean }>(
    'SELECT order_sms, order_whatsapp, marketing_email FROM message_preferences WHERE user_id = $1',
    [userId],
  );
  const r = rows[0];
  return r ? { orderSms: r.order_sms, orderWhatsapp: r.order_whatsapp, marketingEmail: r.marketing_email } : DEFAULT_PREFERENCES;
}

/** Saves the account's choices; turning marketing e-mail on undoes an unsubscribe. */
export async function savePreferences(db: Queryable, userId: string, p: Preferences): Promise<void> {
  await db.query(
    `INSERT INTO message_preferences (user_id, order_sms, order_whatsapp, marketing_email) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET order_sms = $2, order_whatsapp = $3, marketing_email = $4,
       unsubscribed = message_preferences.unsubscribed AND NOT $4, updated_at = now()`,
    [userId, p.orderSms, p.orderWhatsapp, p.marketingEmail],
  );
}

/** The unsubscribe link: marketing e-mail off and no non-essential e-mail; false for no such account. */
export async function unsubscribe(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO message_preferences (user_id, marketing_email, unsubscribed) SELECT id, false, true FROM users WHERE id = $1
     ON CONFLICT (user_id) DO UPDATE SET marketing_email = false, unsubscribed = true, updated_at = now() RETURNING user_id`,
    [userId],
  );
  return rows.length > 0;
}

/** The unsubscribe link of an address without an account: no non-essential e-mail goes to it again. */
export async function optOutAddress(db: Queryable, email: string): Promise<void> {
  await db.query('INSERT INTO message_optouts (email) VALUES (lower($1)) ON CONFLICT (email) DO NOTHING', [email]);
}

export async function addressOptedOut(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM message_optouts WHERE email = lower($1)', [email]);
  return rows.length > 0;
}

/** Whether the account takes non-essential e-mails (it never followed an unsubscribe link since). */
export async function takesNonEssential(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ unsubscribed: boolean }>('SELECT unsubscribed FROM message_preferences WHERE user_id = $1', [userId]);
  return !rows[0]?.unsubscribed;
}

/** The stored key of the unsubscribe links: made once, kept in the settings table so every instance signs alike. */
export async function storedLinkSecret(db: Queryable): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'message_link_secret',
    crypto.randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', ['message_link_secret']);
  return rows[0]!.value;
}
