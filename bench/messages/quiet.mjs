/**
 * bench:messages's quiet parts, on one instance with the worker's own defaults and an SMTP
 * listener that takes everything: how long a cash-on-delivery confirmation takes from the
 * payment's answer to the listener, and whether asking for a reset link tells a known address
 * from an unknown one (by the answer or by its time).
 */
import { median, percentile } from '../lib/stats.mjs';
import { forgotPassword, payCod, placeOrder, signUp } from './shop.mjs';

const round = (n) => (n === null ? null : Math.round(n * 10) / 10);
const WARM_UP = 5;

/**
 * `orders` orders (after WARM_UP not counted), `inFlight` shoppers at once, each waiting for its
 * order's e-mail before the next, so the worker is never behind, and pausing at random between. `arrivals` maps an order id to
 * the performance.now() its confirmation reached the listener.
 */
export async function deliveryLatency({ instance, product, mailbox, arrivals, orders, inFlight = 2 }) {
  const stamp = Date.now();
  const shoppers = await Promise.all(
    Array.from({ length: inFlight }, (_, i) => signUp(instance, `bench-latency-${i}-${stamp}@shoppers.example`)),
  );
  const times = [];
  let left = orders + WARM_UP;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (left > 0) {
        const counted = left-- <= orders;
        // A shopper's pause of up to two polls: without it each payment would come at the same point of
        // the worker's cycle (just after the pass that sent the last e-mail), and the figure be that point's.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
        const orderId = await placeOrder(instance, shopper, product);
        const paid = await payCod(instance, shopper, orderId);
        if (paid.status !== 200) throw new Error(`payment of ${orderId}: ${paid.status} ${paid.text}`);
        await mailbox.waitFor(() => arrivals.has(orderId), 60_000);
        if (counted) times.push(arrivals.get(orderId) - paid.ended);
      }
    }),
  );
  return {
    orders: times.length,
    inFlight,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
  };
}

/**
 * `rounds` requests for a known account's address and as many for an unknown one, alternating,
 * one at a time (after a warm-up of each); then the known address's links awaited, proof the
 * known requests did make one each.
 */
export async function resetTiming({ instance, mailbox, rounds }) {
  const stamp = Date.now();
  const known = (await signUp(instance, `bench-reset-${stamp}@shoppers.example`)).email;
  const unknown = `nobody-${stamp}@shoppers.example`;
  const answers = { known: [], unknown: [] };
  const warmUp = 20;
  for (let n = 0; n < warmUp + rounds; n++) {
    for (const [who, email] of n % 2
      ? [
          ['unknown', unknown],
          ['known', known],
        ]
      : [
          ['known', known],
          ['unknown', unknown],
        ]) {
      const answer = await forgotPassword(instance, email);
      if (n >= warmUp) answers[who].push(answer);
    }
  }
  const links = () => mailbox.mails.filter((m) => m.to?.value?.[0]?.address === known && /^Reset your/.test(m.subject ?? '')).length;
  let linksArrived = 0;
  try {
    await mailbox.waitFor(() => links() >= warmUp + rounds, 180_000);
  } finally {
    linksArrived = links();
  }
  const unknownLinks = mailbox.mails.filter((m) => m.to?.value?.[0]?.address === unknown).length;
  const shape = (list) => [...new Set(list.map((a) => `${a.status} ${a.text}`))];
  const figures = (list) => ({
    n: list.length,
    p50: round(median(list.map((a) => a.ms))),
    p95: round(
      percentile(
        list.map((a) => a.ms),
        95,
      ),
    ),
  });
  const k = figures(answers.known);
  const u = figures(answers.unknown);
  return {
    answersKnown: shape(answers.known),
    answersUnknown: shape(answers.unknown),
    identical: shape(answers.known).length === 1 && shape([...answers.known, ...answers.unknown]).length === 1,
    known: k,
    unknown: u,
    p50Difference: round(k.p50 - u.p50),
    p95Difference: round(k.p95 - u.p95),
    linksArrived,
    linksExpected: warmUp + rounds,
    unknownLinks,
  };
}
