/** What the shopper is told of a return, by e-mail, at each move: the items, how it comes back, the refund and where it goes. */
import type { ParsedMail } from 'mailparser';
import { runReturnsCommand } from '../src/modules/returns/cli';
import { adminOf, signUp, useTestApp } from './helpers';
import { recipientsOf, startMailbox, type Mailbox } from './mailbox';
import { setShelf, SHOE } from './stockHelpers';
import { api, orderAt, REFUND } from './returnsHelpers';

const env: Record<string, string> = { MESSAGES_POLL_MS: '20', SHOP_URL: 'http://app.test' };
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  env.SMTP_URL = mailbox.url;
});
afterAll(() => mailbox.close());
const t = useTestApp(env);
const returns = (...argv: string[]) => runReturnsCommand(adminOf(t.app), argv);

const mailTo = (email: string, subject: RegExp) => (mails: ParsedMail[]) =>
  mails.some((m) => recipientsOf(m).includes(email) && subject.test(m.subject ?? ''));
async function mail(email: string, subject: RegExp) {
  await mailbox.waitFor(mailTo(email, subject));
  return mailbox.mails.find((m) => recipientsOf(m).includes(email) && subject.test(m.subject ?? ''))!;
}

test('a cash-on-delivery return: requested (pickup), picked up, received, refunded to the UPI id given', async () => {
  const user = await signUp(t.app);
  const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered', 'cod');
  const asked = await api(t.app, 'POST', `/orders/${id}/returns`, user, {
    ...REFUND,
    lines: [{ itemId, quantity: 1 }],
    refundTo: { upiId: 'asha@okhdfc' },
  });
  const returnId = asked.json().id as string;
  const requested = await mail(user.email, /^Return requested for order /);
  expect(requested.text).toContain(`You asked to return from order ${id}: 1 × AeroStride Running Shoes.`);
  expect(requested.text).toContain('Our courier will come to pick it up from your delivery address');
  await returns('pickup', returnId);
  expect((await mail(user.email, /picked up$/)).subject).toBe(`Return for order ${id} picked up`);
  await returns('receive', returnId);
  await mail(user.email, / received$/);
  await returns('refund', returnId);
  const refunded = await mail(user.email, /^Refund for order /);
  expect(refunded.text).toMatch(new RegExp(`We've refunded ₹[\\d,]+ for order ${id} to your UPI id asha@okhdfc\\.`));
});

test('an exchange sent by the shopper from where the courier does not pick up, shipped; a rejection with its reason', async () => {
  await setShelf(t.app, SHOE.id, 'UK 10', SHOE.color, 3);
  const user = await signUp(t.app);
  const { id, itemId } = await orderAt(t.app, t.db, user, 'delivered', 'upi_qr', 2, { postalCode: '744101' });
  const body = { resolution: 'exchange', reason: 'size_does_not_fit', lines: [{ itemId, quantity: 1, exchange: { size: 'UK 10' } }] };
  const first = (await api(t.app, 'POST', `/orders/${id}/returns`, user, body)).json().id as string;
  const requested = await mail(user.email, /^Return requested for order /);
  expect(requested.subject).toBe(`Return requested for order ${id}`);
  expect(requested.text).toContain('Our courier does not pick up returns from 744101.');
  expect(requested.text).toContain('Your replacement is set aside for you');
  await returns('receive', first);
  await returns('exchange', first);
  expect((await mail(user.email, /^Exchange for order /)).text).toContain(
    `1 × AeroStride Running Shoes, exchanged for UK 10, ${SHOE.color}`,
  );
  const second = (await api(t.app, 'POST', `/orders/${id}/returns`, user, body)).json().id as string;
  await returns('reject', second, '--reason', 'The box was missing');
  expect((await mail(user.email, /could not be accepted$/)).text).toContain(': The box was missing');
});
