#!/usr/bin/env node
/**
 * `npm run bench:messages` — the messages module's targets, measured on real processes:
 *
 * 1. Exactly once under faults: orders over three API instances on one PostgreSQL, each running
 *    the delivery worker (short poll, lease and retry, so a killed worker's rows are taken again
 *    within the run), e-mailing through an SMTP listener here that refuses every third attempt
 *    (451), while a random instance is killed with SIGKILL and started again. Target: every
 *    confirmation arrives, none twice, or at most one repeat per crash.
 * 2. Latency, quiet: one instance with the worker's defaults (a poll every 500 ms, what a shop
 *    gets), from the payment's answer to the e-mail at the listener. Target p95 ≤ 2 s.
 * 3. Reset links: a known and an unknown address asked for in turn; the answers must be the same
 *    and take the same time.
 *
 * Options:
 *   --database-url=URL  PostgreSQL (or DATABASE_URL): works in its own database storefront_bench_messages,
 *                       dropped and made again (needs CREATEDB); without it a throw-away PostgreSQL 15 cluster
 *   --orders=N          orders of the fault run (200), one started every --pace-ms (150)
 *   --kills=N           crashes at least (5; more while orders still flow)
 *   --latency-orders=N  orders timed in the quiet run (100)
 *   --resets=N          reset requests of each address (200)
 *   --json=FILE         also write the figures as JSON
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { loadAverage, writeJson } from '../lib/apiBench.mjs';
import { freePort, installExitHandlers, portInUse, stopAll } from '../lib/processes.mjs';
import { exactlyOnce } from './faults.mjs';
import { instance } from './instances.mjs';
import { benchPostgres } from './postgres.mjs';
import { deliveryLatency, resetTiming } from './quiet.mjs';
import { plentifulProduct } from './shop.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    orders: { type: 'string', default: '200' },
    'pace-ms': { type: 'string', default: '150' },
    kills: { type: 'string', default: '5' },
    'latency-orders': { type: 'string', default: '100' },
    resets: { type: 'string', default: '200' },
    json: { type: 'string' },
  },
});
const LATENCY_GOAL_MS = 2000;
const FAULTS = { MESSAGES_POLL_MS: '100', MESSAGES_LEASE_MS: '3000', MESSAGES_RETRY_MS: '200' };
// What the instances run with comes from here only: the quiet run must see the server's own defaults.
for (const key of Object.keys(process.env)) if (/^(MESSAGES_|SMTP_|SMS_|PASSWORD_RESET|MAIL_FROM)/.test(key)) delete process.env[key];

const port = async (wanted) => ((await portInUse(wanted)) ? freePort() : wanted);
const print = (line) => console.log(line);

installExitHandlers();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-messages-'));
let refusing = false;
const arrivals = new Map();
const { startMailbox } = await tsImport('../../server/test/mailbox.ts', import.meta.url);
const mailbox = await startMailbox({
  port: await port(19320),
  refuse: (n) => refusing && n % 3 === 0,
  onMail: (mail) => {
    const order = /^Order (\S+) confirmed: cash on delivery/.exec(mail.subject ?? '')?.[1];
    if (order && !arrivals.has(order)) arrivals.set(order, performance.now());
  },
});
let db = null;
try {
  const { url, where } = await benchPostgres(values['database-url'] ?? process.env.DATABASE_URL ?? null);
  print(`bench:messages — ${where}, SMTP listener ${mailbox.url}, load average ${loadAverage()} (${os.cpus().length} cores)`);
  const shared = {
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    SHOP_URL: 'http://shop.test',
    SMTP_URL: mailbox.url,
    MESSAGES_WORKER: 'on',
    RATE_LIMIT_MAX: '1000000',
    ORDER_RATE_LIMIT_MAX: '1000000',
    COD_MAX_ORDER_VALUE: 'none',
    PASSWORD_RESETS_PER_CLIENT: '1000000',
    PASSWORD_RESETS_PER_ADDRESS: '1000000',
  };
  const ports = [await port(19311), await port(19312), await port(19313)];
  const faulty = ports.map((p, i) => instance({ name: `api${i + 1}`, port: p, env: { ...shared, ...FAULTS }, logDir: work }));
  // The first start migrates and seeds; the others then find it done.
  await faulty[0].start();
  await Promise.all(faulty.slice(1).map((x) => x.start()));
  db = new pg.Client({ connectionString: url });
  await db.connect();
  const product = await plentifulProduct(url);

  const orders = Number(values.orders);
  print(
    `\n1. exactly once under faults: ${orders} orders over ${faulty.length} instances, SMTP refusing every third attempt, kill -9 ≥ ${values.kills} times`,
  );
  refusing = true;
  const once = await exactlyOnce({
    instances: faulty,
    product,
    mailbox,
    db,
    orders,
    paceMs: Number(values['pace-ms']),
    minKills: Number(values.kills),
    leaseMs: Number(FAULTS.MESSAGES_LEASE_MS),
  });
  refusing = false;
  const onceMet = once.missing === 0 && once.duplicatesByMessageId <= once.kills && once.answeredButNotQueued === 0;
  print(
    `   kills: ${once.kills} (${once.killsWhileOrdering} while ordering): ${once.killLog.map((k) => `${k.instance}@${k.at}s`).join(', ')}`,
  );
  print(`   requests passed over to another instance: ${once.passedOver}; orders placed again after a lost answer: ${once.orphans}`);
  print(
    `   e-mails expected ${once.expected} (confirmed by answers ${once.confirmedByAnswers}), arrived ${once.arrived}, missing ${once.missing}, ` +
      `duplicates ${once.duplicatesByMessageId} by Message-ID, ${once.duplicatesByOrder} by order; not sent ${once.notSent}, most attempts ${once.maxAttempts}`,
  );
  if (once.duplicated.length) print(`   repeated: ${once.duplicated.join(', ')}`);
  print(
    `   SMTP attempts ${once.smtpAttempts}, attempts taken but never at the listener (a crash) ${once.attemptsNeverSent}; ordering took ${once.secondsOrdering} s, the outbox drained ${once.secondsToDrain} s later`,
  );
  print(`   target (all arrive, at most one duplicate per crash): ${onceMet ? 'met' : 'MISSED'}`);
  await Promise.all(faulty.map((x) => x.stop()));

  const quiet = instance({ name: 'api-quiet', port: ports[0], env: shared, logDir: work });
  await quiet.start();
  print(`\n2. latency, quiet: one instance, the worker's defaults (poll 500 ms), no refusals; load average ${loadAverage()}`);
  const latency = await deliveryLatency({ instance: quiet, product, mailbox, arrivals, orders: Number(values['latency-orders']) });
  const latencyMet = latency.p95 <= LATENCY_GOAL_MS;
  print(
    `   payment answered → e-mail at the listener, ${latency.orders} orders (${latency.inFlight} in flight): p50 ${latency.p50} ms, p95 ${latency.p95} ms, max ${latency.max} ms; ` +
      `goal p95 ≤ ${LATENCY_GOAL_MS} ms ${latencyMet ? 'met' : 'MISSED'}`,
  );

  print(`\n3. reset links, known against unknown address, ${values.resets} each, alternating; load average ${loadAverage()}`);
  const resets = await resetTiming({ instance: quiet, mailbox, rounds: Number(values.resets) });
  print(`   answers known: ${resets.answersKnown.join(' | ')}`);
  print(`   answers unknown: ${resets.answersUnknown.join(' | ')}`);
  print(`   identical status and body: ${resets.identical ? 'yes' : 'NO'}`);
  print(
    `   known p50 ${resets.known.p50} ms, p95 ${resets.known.p95} ms; unknown p50 ${resets.unknown.p50} ms, p95 ${resets.unknown.p95} ms; ` +
      `difference p50 ${resets.p50Difference} ms, p95 ${resets.p95Difference} ms`,
  );
  print(`   links e-mailed to the known address ${resets.linksArrived} of ${resets.linksExpected}, to the unknown ${resets.unknownLinks}`);
  const load = loadAverage();
  print(`\nload average at the end ${load}`);
  writeJson(values.json, { database: where, once, latency, resets, load });
  process.exitCode = onceMet && latencyMet && resets.identical ? 0 : 1;
} catch (err) {
  console.error(`bench:messages failed: ${err.stack ?? err}\n(instance logs in ${work})`);
  process.exitCode = 2;
} finally {
  await db?.end().catch(() => undefined);
  await stopAll();
  await mailbox.close();
  if (process.exitCode !== 2) fs.rmSync(work, { recursive: true, force: true });
}
