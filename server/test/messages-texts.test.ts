import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { adminOf, signUp, useTestApp } from './helpers';
import { startMailbox, until, type Mailbox } from './mailbox';
import { codOrder as placeCodOrder } from './orderHelpers';
import { runOrdersCommand } from '../src/modules/orders/cli';

/** MSG91's flow API as the shop calls it: each request kept; the first answered 500, so the shop must try again. */
const requests: Array<{ headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> = [];
const provider = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    requests.push({ headers: request.headers, body: JSON.parse(text) as Record<string, unknown> });
    const ok = requests.length > 1;
    response.writeHead(ok ? 200 : 500, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { type: 'success', message: '3763646c3058373530393831' } : { type: 'error', message: 'Try later' }));
  });
});
const env: Record<string, string> = {
  MESSAGES_POLL_MS: '20',
  MESSAGES_RETRY_MS: '10',
  COD_MAX_ORDER_VALUE: 'none',
  SMS_PROVIDER: 'msg91',
  SMS_API_KEY: 'msg91-secret-key',
  SMS_SENDER_ID: 'STRIDE',
  SMS_TEMPLATES: 'cod_confirmed=1207160000000000001,out_for_delivery=1207160000000000002',
};
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  provider.listen(0, '127.0.0.1');
  await once(provider, 'listening');
  env.SMTP_URL = mailbox.url;
  env.SMS_API_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/v5/flow/`;
});
afterAll(async () => {
  await mailbox.close();
  provider.close();
});
const t = useTestApp(env);

const codOrder = (user: Awaited<ReturnType<typeof signUp>>) => placeCodOrder(t.app, user);

const outbox = async (orderId: string) =>
  (
    await t.db.query<{ kind: string; channel: string; status: string; attempts: number }>(
      "SELECT kind, channel, status, attempts FROM outbox WHERE payload->'order'->>'id' = $1 ORDER BY created_at, channel",
      [orderId],
    )
  ).rows;

test('a cash-on-delivery order is texted through MSG91 with its DLT template, tried again after a refusal; a shopper who turns order SMS off gets e-mail only', async () => {
  const user = await signUp(t.app);
  const id = await codOrder(user);
  await until(() => requests.length >= 2, 'the SMS tried twice');
  const sent = requests[1]!;
  expect(sent.headers.authkey).toBe('msg91-secret-key');
  expect(sent.body).toEqual({
    template_id: '1207160000000000001',
    sender: 'STRIDE',
    short_url: '0',
    recipients: [{ mobiles: '919876543210', var1: 'Stride & Sweat Sports', var2: id, var3: expect.stringMatching(/^₹[\d,]+$/) }],
  });
  expect(requests[0]!.body).toEqual(sent.body);
  await until(async () => (await outbox(id)).every((r) => r.status === 'sent'), 'both messages sent');
  expect(await outbox(id)).toEqual([
    { kind: 'cod_confirmed', channel: 'email', status: 'sent', attempts: 1 },
    { kind: 'cod_confirmed', channel: 'sms', status: 'sent', attempts: 2 },
  ]);

  expect((await t.app.inject({ url: '/api/v1/account/messages', headers: user.headers })).json()).toEqual({
    orderSms: true,
    orderWhatsapp: false,
    marketingEmail: false,
  });
  const off = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/account/messages',
    headers: user.headers,
    payload: { orderSms: false, orderWhatsapp: false, marketingEmail: false },
  });
  expect(off.json()).toEqual({ orderSms: false, orderWhatsapp: false, marketingEmail: false });
  const admin = adminOf(t.app);
  await runOrdersCommand(admin, ['ship', id, '--tracking', 'AWB77']);
  await runOrdersCommand(admin, ['out-for-delivery', id]);
  expect((await outbox(id)).filter((r) => r.kind === 'out_for_delivery').map((r) => r.channel)).toEqual(['email']);
  // A kind without a DLT template is never texted: shipped went by e-mail alone.
  expect((await outbox(id)).filter((r) => r.kind === 'shipped').map((r) => r.channel)).toEqual(['email']);
});

test('message settings need the account, and take only the three switches', async () => {
  expect((await t.app.inject({ url: '/api/v1/account/messages' })).statusCode).toBe(401);
  const user = await signUp(t.app);
  const wrong = await t.app.inject({ method: 'PUT', url: '/api/v1/account/messages', headers: user.headers, payload: { orderSms: 'yes' } });
  expect(wrong.statusCode).toBe(400);
});
