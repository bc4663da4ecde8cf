import type { ParsedMail } from 'mailparser';
import { ADDRESS, PAYER, adminOf, firstProducts, productWithOptions, signUp, useTestApp } from './helpers';
import { recipientsOf, useMailbox } from './mailbox';
import { runOrdersCommand } from '../src/modules/orders/cli';

// The mailbox's address is known once it listens: the app reads env in its own beforeAll, after this one.
const env: Record<string, string> = { MESSAGES_POLL_MS: '20', COD_MAX_ORDER_VALUE: 'none', SHOP_URL: 'http://app.test' };
const mailbox = useMailbox(env);
const t = useTestApp(env);

const SHOPPER = { ...ADDRESS, fullName: 'Asha <b>"Verma"</b> & Co' };

async function codOrder(user: Awaited<ReturnType<typeof signUp>>) {
  const a = await productWithOptions(t.app);
  const b = (await firstProducts(t.app, 3)).find((p) => p.id !== a.id);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: user.headers,
    payload: {
      products: { [a.id]: 1, [b!.id]: 2 },
      lines: [
        { productId: a.id, quantity: 1, size: a.sizes[0], color: a.colors[0] },
        { productId: b!.id, quantity: 2 },
      ],
      shippingAddress: SHOPPER,
    },
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json() as { id: string; items: Array<{ productTitle: string; price: number; quantity: number }> };
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: user.headers,
    payload: { orderId: order.id, fields: { ...PAYER, method: 'cod' } },
  });
  expect(paid.statusCode).toBe(200);
  return { ...order, size: a.sizes[0]!, color: a.colors[0]! };
}

const mailTo = (email: string, subject: RegExp) => (mails: ParsedMail[]) =>
  mails.some((m) => recipientsOf(m).includes(email) && subject.test(m.subject ?? ''));
const find = (email: string, subject: RegExp) =>
  mailbox.mails.find((m) => recipientsOf(m).includes(email) && subject.test(m.subject ?? ''))!;

test('a cash-on-delivery order is confirmed by e-mail: its lines, sizes, rupees, address, payment, promise and link, the shopper’s words escaped', async () => {
  const user = await signUp(t.app);
  const order = await codOrder(user);
  await mailbox.waitFor(mailTo(user.email, /confirmed: cash on delivery/));
  const mail = find(user.email, /confirmed: cash on delivery/);
  expect(mail.subject).toBe(`Order ${order.id} confirmed: cash on delivery`);
  expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@app\.test>$/);

  const text = mail.text ?? '';
  const [first, second] = order.items;
  expect(text).toContain(`${first!.productTitle} (Size ${order.size}, Colour ${order.color}) × 1: ₹`);
  expect(text).toContain(`${second!.productTitle} × 2: ₹`);
  expect(text).toMatch(/Payment: Cash on delivery \(pay ₹[\d,.]+ on delivery\)/);
  expect(text).toMatch(/Expected delivery: by \w+day, \d{1,2} \w+/);
  expect(text).toContain('12 MG Road\nPune, Maharashtra 411001');
  expect(text).toContain('View your order: http://app.test/orders');
  expect(text).toContain('Hello Asha <b>"Verma"</b> & Co,');

  const html = String(mail.html);
  expect(html).toContain('Hello Asha &lt;b&gt;&quot;Verma&quot;&lt;/b&gt; &amp; Co,');
  expect(html).not.toContain('<b>"Verma"</b>');
  expect(html).toContain('href="http://app.test/orders"');
  expect(html).toContain('Stride');
  // The reminder to pay, queued with the order, went with the payment: no "waiting for payment" mail.
  const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM outbox WHERE recipient = $1', [user.email]);
  expect(rows.map((r) => r.kind)).toEqual(['cod_confirmed']);
});

test('the shop ships the order by the command: the tracking number shows on the order and in the "shipped" e-mail; a status never moves back', async () => {
  const user = await signUp(t.app);
  const order = await codOrder(user);
  const admin = adminOf(t.app);

  expect(await runOrdersCommand(admin, ['deliver', order.id])).toEqual({
    code: 1,
    out: [`Order ${order.id} is Processing: it cannot be delivered now.`],
  });
  expect(await runOrdersCommand(admin, ['ship', order.id])).toMatchObject({ code: 1 });
  expect(await runOrdersCommand(admin, ['ship', order.id, '--tracking', 'AWB123'])).toEqual({
    code: 0,
    out: [`Order ${order.id} shipped (tracking number AWB123); the shopper is told.`],
  });
  const listed = (await t.app.inject({ url: '/api/v1/orders', headers: user.headers })).json().data[0];
  expect(listed).toMatchObject({ id: order.id, status: 2, trackingNumber: 'AWB123' });
  const tracked = await t.app.inject({ url: `/api/v1/orders/${order.id}?contactInfo=${encodeURIComponent(user.email)}` });
  expect(tracked.json()).toMatchObject({ status: 2, trackingNumber: 'AWB123' });

  await mailbox.waitFor(mailTo(user.email, /has shipped/));
  expect(find(user.email, /has shipped/).text).toContain('Its tracking number is AWB123.');

  expect(await runOrdersCommand(admin, ['ship', order.id, '--tracking', 'AWB999'])).toEqual({
    code: 1,
    out: [`Order ${order.id} is Shipped: it cannot be shipped now.`],
  });
  expect((await runOrdersCommand(admin, ['out-for-delivery', order.id])).code).toBe(0);
  expect(await runOrdersCommand(admin, ['out-for-delivery', order.id])).toEqual({
    code: 1,
    out: [`Order ${order.id} is out for delivery: it cannot be out for delivery now.`],
  });
  await mailbox.waitFor(mailTo(user.email, /out for delivery/));
  expect(find(user.email, /out for delivery/).text).toMatch(/Please keep ₹[\d,.]+ ready to pay in cash\./);
  expect((await runOrdersCommand(admin, ['deliver', order.id])).code).toBe(0);
  expect(await runOrdersCommand(admin, ['cancel', order.id])).toEqual({
    code: 1,
    out: [`Order ${order.id} is Delivered: it cannot be cancelled now.`],
  });
  expect(await runOrdersCommand(admin, ['ship', 'NOSUCH00', '--tracking', 'AWB1'])).toEqual({ code: 1, out: ['No order NOSUCH00.'] });
  expect(await runOrdersCommand(admin, ['launch', order.id])).toMatchObject({ code: 1, out: [expect.stringMatching(/^Usage/)] });
  await mailbox.waitFor(mailTo(user.email, /has been delivered/));
  const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM outbox WHERE recipient = $1 ORDER BY created_at', [user.email]);
  expect(rows.map((r) => r.kind)).toEqual(['cod_confirmed', 'shipped', 'out_for_delivery', 'delivered']);
});
