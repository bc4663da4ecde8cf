/**
 * bench:messages's first part: every cash-on-delivery confirmation e-mailed exactly once while
 * instances crash. Orders flow round-robin over the instances (an instance that is down, or dies
 * under a request, is passed over for the next); meanwhile a random instance is killed with
 * SIGKILL at random moments and started again on its port. Once the outbox has nothing left to
 * send, the e-mails that arrived are held against the confirmations the database holds.
 */
import { payCod, placeOrder, signUp } from './shop.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(holds, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`${what}: not so after ${Math.round(timeoutMs / 1000)} s`);
    await sleep(100);
  }
}

/** Whether a failed request may be tried on another instance: no answer (the instance died or is down), or a 5xx. */
const retryable = (err) => !/^\w+: \d{3} /.test(err.message) || /^\w+: 5\d\d /.test(err.message);

/** `count` in parallel runs of `task(i)`, `width` at a time. */
async function inParallel(count, width, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < count; i = next++) results[i] = await task(i);
    }),
  );
  return results;
}

/**
 * The fault run: `orders` orders, one started every `paceMs` so they span the crashes, at least
 * `minKills` crashes (more while orders still flow), then the count. `db` is a pg client on the
 * shop's database, `mailbox` the SMTP listener the instances send to.
 */
export async function exactlyOnce({ instances, product, mailbox, db, orders, paceMs, minKills, leaseMs }) {
  const stamp = Date.now();
  const shoppers = await inParallel(orders, 4, (i) => signUp(instances[i % instances.length], `bench-msg-${i}-${stamp}@shoppers.example`));
  const confirmed = new Map();
  let passedOver = 0;
  let orphans = 0;

  // Starts on the order's own instance, then the next ones; waits for one to be up when none is.
  async function onSomeInstance(i, step) {
    for (let k = i; k < i + 60; k++) {
      const target = instances[k % instances.length];
      if (!target.up) {
        if (!instances.some((x) => x.up)) await until(() => instances.some((x) => x.up), 'an instance up', 180_000);
        continue;
      }
      try {
        return await step(target);
      } catch (err) {
        if (!retryable(err)) throw err;
        passedOver += 1;
      }
    }
    throw new Error(`order ${i}: no instance took it in 60 tries`);
  }

  const kills = [];
  const restarts = [];
  let flowing = true;
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const flow = Promise.all(
    shoppers.map(async (shopper, i) => {
      await sleep(i * paceMs);
      let placed = 0;
      const orderId = await onSomeInstance(i, (at) => {
        // A second placing means the first one's answer was lost: that order stays unpaid.
        if (placed++ > 0) orphans += 1;
        return placeOrder(at, shopper, product);
      });
      const paid = await onSomeInstance(i, (at) => payCod(at, shopper, orderId));
      confirmed.set(orderId, paid.status);
    }),
  ).finally(() => (flowing = false));

  const killer = (async () => {
    while (flowing || kills.length < minKills) {
      await sleep(1000 + Math.random() * 3000);
      // One instance at least keeps serving, so the orders never all wait.
      const up = instances.filter((x) => x.up);
      if (up.length < 2) continue;
      const victim = up[Math.floor(Math.random() * up.length)];
      await victim.crash();
      kills.push({ instance: victim.name, at: seconds(), whileOrdering: flowing });
      restarts.push(victim.start());
    }
  })();
  await Promise.all([flow, killer]);
  await Promise.all(restarts);
  const ordered = seconds();

  const pending = async () =>
    (
      await db.query(
        // A lost order's reminder waits PAYMENT_REMINDER_MS (15 min): not part of the run.
        `SELECT count(*)::int AS n FROM outbox WHERE status = 'pending' AND NOT (kind = 'order_placed' AND due_at > now())`,
      )
    ).rows[0].n;
  await until(async () => (await pending()) === 0, 'the outbox has nothing left to send', 600_000);
  const drained = seconds();
  // A sender whose lease ran out may still be finishing: the listener quiet for a lease and more.
  let seen = -1;
  let quietSince = Date.now();
  await until(
    () => {
      if (mailbox.attempts() !== seen) [seen, quietSince] = [mailbox.attempts(), Date.now()];
      return Date.now() - quietSince > leaseMs + 1000;
    },
    'the SMTP listener quiet',
    120_000,
  );

  const { rows } = await db.query(
    `SELECT id::text, split_part(event_key, ':', 2) AS order_id, status, attempts FROM outbox WHERE kind = 'cod_confirmed'`,
  );
  const byRow = new Map(rows.map((r) => [r.id, r]));
  const mails = mailbox.mails.filter((m) => byRow.has(String(m.headers.get('x-outbox-id'))));
  const perMessageId = new Map();
  const perOrder = new Map();
  for (const m of mails) {
    perMessageId.set(m.messageId, (perMessageId.get(m.messageId) ?? 0) + 1);
    const order = /^Order (\S+) /.exec(m.subject ?? '')?.[1];
    perOrder.set(order, (perOrder.get(order) ?? 0) + 1);
  }
  const extra = (counts) => [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
  const received = new Set(mails.map((m) => String(m.headers.get('x-outbox-id'))));
  const arrived = rows.filter((r) => received.has(r.id)).length;
  const dbOrders = new Set(rows.map((r) => r.order_id));
  return {
    orders,
    confirmedByAnswers: confirmed.size,
    expected: rows.length,
    answeredButNotQueued: [...confirmed.keys()].filter((id) => !dbOrders.has(id)).length,
    arrived,
    missing: rows.length - arrived,
    duplicatesByMessageId: extra(perMessageId),
    duplicatesByOrder: extra(perOrder),
    duplicated: [...perMessageId.entries()].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`),
    notSent: rows.filter((r) => r.status !== 'sent').length,
    // Attempts are counted when a worker takes a row: those the listener never saw were cut short by a crash.
    attemptsNeverSent: rows.reduce((sum, r) => sum + r.attempts, 0) - mailbox.attempts(),
    maxAttempts: Math.max(0, ...rows.map((r) => r.attempts)),
    kills: kills.length,
    killsWhileOrdering: kills.filter((k) => k.whileOrdering).length,
    killLog: kills,
    passedOver,
    orphans,
    smtpAttempts: mailbox.attempts(),
    secondsOrdering: ordered,
    secondsToDrain: Math.round((drained - ordered) * 10) / 10,
  };
}
