/** The order events the other message tests do not reach: a card payment taken, the reminder to pay, a paid order cancelled, a refund. */
import type { ParsedMail } from 'mailparser';
import { queueOrderMessage } from '../src/modules/messages';
import { getOrder } from '../src/modules/orders';
import { runOrdersCommand } from '../src/modules/orders/cli';
import type { AppContext } from '../src/platform/http/context';
import { ADDRESS, adminOf, firstProducts, PAYER, signUp, testConfig, useTestApp } from './helpers';
import { recipientsOf, useMailbox } from './mailbox';

const env: Record<string, string> = { MESSAGES_POLL_MS: '20', SHOP_URL: 'http://app.test', PAYMENT_REMINDER_MS: '200' };
const mailbox = useMailbox(env);
const t = useTestApp(env);

const mailTo = (email: string, subject: RegExp) => (mails: ParsedMail[]) =>
  mails.find((m) => recipientsOf(m).includes(email) && subject.test(m.subject ?? ''));
const arrived = async (email: string, subject: RegExp) =>
  mailTo(email, subject)(await mailbox.waitFor((all) => !!mailTo(email, subject)(all)))!;

async function placed(user: Awaited<ReturnType<typeof signUp>>): Promise<string> {
  const [product] = await firstProducts(t.app, 1);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: user.headers,
    payload: { products: { [product!.id]: 1 }, shippingAddress: ADDRESS },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().id as string;
}

/** A card payment through the simulated bank, confirmed there. */
async function paidByCard(user: Awaited<ReturnType<typeof signUp>>, orderId: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: user.headers,
    payload: { orderId, fields: { ...PAYER, method: 'card' } },
  });
  const paymentId = started.json().action.formParams.data.paymentId as string;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/bank/confirm',
    payload: { paymentId, returnUrl: 'http://app.test/order-success' },
  });
  expect(confirmed.statusCode).toBe(303);
}

test('an order left unpaid is reminded to pay after PAYMENT_REMINDER_MS, with the way to pay', async () => {
  const user = await signUp(t.app);
  const id = await placed(user);
  const mail = await arrived(user.email, /is waiting for payment$/);
  expect(mail.subject).toBe(`Your order ${id} is waiting for payment`);
  expect(mail.text).toContain(`http://app.test/payment?orderId=${id}`);
});

test('a card payment taken: "payment received" with the amount, the reminder dropped; cancelled by the shop, it says the money goes back', async () => {
  const user = await signUp(t.app);
  const id = await placed(user);
  await paidByCard(user, id);
  const mail = await arrived(user.email, /confirmed: payment received$/);
  expect(mail.subject).toBe(`Order ${id} confirmed: payment received`);
  expect(mail.text).toMatch(/₹[\d,.]+/);

  expect((await runOrdersCommand(adminOf(t.app), ['cancel', id])).code).toBe(0);
  const cancelled = await arrived(user.email, /has been cancelled$/);
  expect(cancelled.text).toContain('will be refunded to your original payment method');
  // The reminder, due PAYMENT_REMINDER_MS after the order, went with the payment unless it was sent already.
  const { rows } = await t.db.query<{ kind: string; status: string }>('SELECT kind, status FROM outbox WHERE recipient = $1', [user.email]);
  expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['payment_received', 'cancelled']));
  expect(rows.filter((r) => r.kind === 'order_placed' && r.status === 'pending')).toEqual([]);
});

test('a refund, queued by whoever refunds, names the order and the amount', async () => {
  const user = await signUp(t.app);
  const id = await placed(user);
  const ctx = { db: t.db, config: testConfig(env), kept: new Map() } as unknown as AppContext;
  await t.db.transaction(async (tx) => {
    const order = (await getOrder(tx, id))!;
    await queueOrderMessage(ctx, tx, { kind: 'refund', order, payment: null, refundAmount: 1499 });
  });
  const mail = await arrived(user.email, /^Refund for order/);
  expect(mail.subject).toBe(`Refund for order ${id}`);
  expect(mail.text).toContain('₹1,499');
});
