import type { AppContext } from '../src/platform/http/context';
import { openDb, type Db } from '../src/platform/db/client';
import { runMessagesCommand } from '../src/modules/messages/cli';
import { claimDue, insertMessages, renewLease } from '../src/modules/messages/repository';
import { deliveryWorker, retryDelay } from '../src/modules/messages/worker';
import { ADDRESS, adminOf, testConfig, useTestApp } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';

// The app's own worker is off: each test runs workers of its own, on the app's database.
const t = useTestApp({ MESSAGES_WORKER: 'off' });
let mailbox: Mailbox | null = null;
afterEach(() => mailbox?.close());

/** A worker's view of the app: its database, these settings, nothing kept yet. */
const contextOn = (db: Db, env: Record<string, string>): AppContext =>
  ({ db, config: testConfig({ SMTP_URL: mailbox!.url, MESSAGES_RETRY_MS: '1', ...env }), kept: new Map() }) as unknown as AppContext;

async function queueShipped(n: number): Promise<void> {
  const messages = Array.from({ length: n }, (_, i) => ({
    kind: 'shipped' as const,
    channel: 'email' as const,
    recipient: `shopper${i}@example.in`,
    eventKey: `shipped:T${i}:email`,
    payload: {
      order: {
        id: `T${String(i).padStart(7, '0')}`,
        userId: null,
        email: `shopper${i}@example.in`,
        createdAt: new Date().toISOString(),
        items: [{ productTitle: 'AeroStride Running Shoes', quantity: 1, price: 4499, size: 'UK 9', color: null }],
        shippingAddress: ADDRESS,
        trackingNumber: `AWB${i}`,
      },
      payment: { method: 'UPI', amount: 4499, onDelivery: false },
    },
  }));
  await t.db.transaction((tx) => insertMessages(tx, messages));
}

const statuses = async () =>
  (
    await t.db.query<{ status: string; attempts: number; last_error: string | null }>(
      'SELECT status, attempts, last_error FROM outbox ORDER BY event_key',
    )
  ).rows;

beforeEach(() => t.db.exec('TRUNCATE outbox'));

test('the wait between attempts doubles from MESSAGES_RETRY_MS, up to an hour', () => {
  expect([1, 2, 3, 4].map((n) => retryDelay(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelay(30_000, 20)).toBe(3_600_000);
});

test('a refused e-mail is tried again until the server takes it, and sent once', async () => {
  mailbox = await startMailbox({ refuse: (n) => n <= 2 });
  await queueShipped(1);
  const worker = deliveryWorker(contextOn(t.db, {}), t.app.log);
  while ((await statuses())[0]!.status === 'pending') await worker.runOnce();
  await worker.stop();
  expect(await statuses()).toEqual([{ status: 'sent', attempts: 3, last_error: null }]);
  expect(mailbox.attempts()).toBe(3);
  expect(mailbox.mails.map((m) => m.subject)).toEqual(['Order T0000000 has shipped']);
});

test('after its last attempt a message is given up but kept, listed by npm run messages, and can be queued again', async () => {
  mailbox = await startMailbox({ refuse: () => true });
  await queueShipped(1);
  const worker = deliveryWorker(contextOn(t.db, { MESSAGES_MAX_ATTEMPTS: '3' }), t.app.log);
  while ((await statuses())[0]!.status === 'pending') await worker.runOnce();
  await worker.stop();
  expect(await statuses()).toEqual([{ status: 'failed', attempts: 3, last_error: expect.stringMatching(/451.*Try again later/) }]);
  expect(mailbox.mails).toEqual([]);

  const admin = adminOf(t.app);
  const listed = await runMessagesCommand(admin, ['failed']);
  expect(listed.code).toBe(0);
  expect(listed.out[0]).toBe('1 message given up (newest first):');
  const id = /^(\S+)\s+shipped by email, 3 attempts/.exec(listed.out[1]!)![1]!;
  expect(await runMessagesCommand(admin, ['retry', id])).toEqual({ code: 0, out: [`Message ${id} queued again.`] });
  expect(await statuses()).toEqual([{ status: 'pending', attempts: 0, last_error: null }]);
  expect(await runMessagesCommand(admin, ['retry', id])).toEqual({ code: 1, out: [`No failed message ${id}.`] });
});

test('two workers on one database, the SMTP server refusing every third attempt and a worker dying with rows taken: every message sent exactly once', async () => {
  mailbox = await startMailbox({ refuse: (n) => n % 3 === 0 });
  const N = 60;
  await queueShipped(N);
  // On PostgreSQL each worker has its own pool, as two instances would; PGlite has one process.
  const second =
    t.db.kind === 'pg' ? await openDb({ databaseUrl: process.env.DATABASE_URL!, dataDir: 'memory', schema: t.db.schema }) : t.db;
  // A worker that took five rows and died before sending: its lease runs out, the others take them.
  const dead = await claimDue(t.db, ['email'], 5, 1, 8);
  expect(dead).toHaveLength(5);
  await t.db.query("UPDATE outbox SET lease_until = now() - interval '1 second' WHERE claim = $1", [dead[0]!.claim]);

  const workers = [deliveryWorker(contextOn(t.db, {}), t.app.log), deliveryWorker(contextOn(second, {}), t.app.log)];
  const pending = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'")).rows[0]!.n;
  while ((await pending()) > 0) await Promise.all(workers.map((w) => w.runOnce()));
  await Promise.all(workers.map((w) => w.stop()));
  if (second !== t.db) await second.close();

  const ids = mailbox.mails.map((m) => m.messageId);
  expect(new Set(ids).size).toBe(N);
  expect(ids).toHaveLength(N);
  expect(mailbox.attempts()).toBeGreaterThan(N);
});

test('a row is sent only under a lease renewed just before its send: a batch outlived by its lease loses the rows another worker took', async () => {
  mailbox = await startMailbox();
  await queueShipped(3);
  const slow = await claimDue(t.db, ['email'], 3, 60_000, 8);
  expect(slow).toHaveLength(3);
  // The first row went; a slow SMTP server kept the batch past the lease of the others, which a second worker took.
  expect(await renewLease(t.db, slow[0]!, 60_000)).toBe(true);
  await t.db.query("UPDATE outbox SET lease_until = now() - interval '1 second' WHERE claim = $1 AND id <> $2", [
    slow[0]!.claim,
    slow[0]!.id,
  ]);
  const taken = await claimDue(t.db, ['email'], 3, 60_000, 8);
  expect(taken.map((r) => r.id).sort()).toEqual([slow[1]!.id, slow[2]!.id].sort());
  expect(await renewLease(t.db, slow[1]!, 60_000)).toBe(false);
  expect(await renewLease(t.db, slow[2]!, 60_000)).toBe(false);
  expect(await renewLease(t.db, taken[0]!, 60_000)).toBe(true);
});
