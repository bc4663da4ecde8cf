import type { AppContext } from '../src/platform/http/context';
import { queueAccountMessage } from '../src/modules/messages';
import { unsubscribeUrl } from '../src/modules/messages/unsubscribe';
import { signUp, testConfig, useTestApp } from './helpers';
import { recipientsOf, useMailbox } from './mailbox';
import { codOrder } from './orderHelpers';

// Texts by the development provider: they land in the same inbox as the e-mails.
const env: Record<string, string> = { MESSAGES_POLL_MS: '20', COD_MAX_ORDER_VALUE: 'none', SMS_PROVIDER: 'dev' };
const mailbox = useMailbox(env);
const t = useTestApp(env);
/** What a module queueing an account's message holds: this app's database and settings. */
const ctx = () => ({ db: t.db, config: testConfig(env), kept: new Map() }) as unknown as AppContext;
const userIdOf = async (email: string) => (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;

test('a shopper who opted in to WhatsApp gets the cash-on-delivery confirmation there too; the development provider puts every text in the inbox', async () => {
  const user = await signUp(t.app);
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/account/messages',
    headers: user.headers,
    payload: { orderSms: true, orderWhatsapp: true, marketingEmail: false },
  });
  const id = await codOrder(t.app, user);
  const texts = (await mailbox.waitFor((all) => all.filter((m) => /texts\.localhost$/.test(recipientsOf(m)[0] ?? '')).length >= 2)).filter(
    (m) => /texts\.localhost$/.test(recipientsOf(m)[0] ?? ''),
  );
  expect(texts.map((m) => [recipientsOf(m)[0], m.subject]).sort()).toEqual([
    ['sms-9876543210@texts.localhost', 'SMS to +91 9876543210'],
    ['whatsapp-9876543210@texts.localhost', 'WhatsApp to +91 9876543210'],
  ]);
  expect(texts[0]!.text).toMatch(
    new RegExp(`^Stride & Sweat Sports: your order ${id} is confirmed\\. Please pay ₹[\\d,]+ in cash on delivery\\.`),
  );
});

test('a back-in-stock e-mail carries an unsubscribe link that works without signing in, and after it nothing non-essential is queued', async () => {
  const user = await signUp(t.app);
  const userId = await userIdOf(user.email);
  const wish = (n: number) =>
    t.db.transaction((tx) =>
      queueAccountMessage(ctx(), tx, {
        kind: 'back_in_stock',
        eventId: `wish-${userId}-${n}`,
        email: user.email,
        userId,
        payload: { productId: 'p-1', productTitle: 'Cork <Yoga> Mat', userId },
      }),
    );
  await wish(1);
  const [mail] = (await mailbox.waitFor((all) => all.some((m) => m.subject === 'Cork <Yoga> Mat is back in stock'))).filter(
    (m) => m.subject === 'Cork <Yoga> Mat is back in stock',
  );
  const link = await unsubscribeUrl(ctx(), userId);
  expect(mail!.headerLines.filter((h) => h.key.startsWith('list-unsubscribe')).map((h) => h.line.replace(/\r?\n\s+/g, ' '))).toEqual([
    `List-Unsubscribe: <${link}>`,
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  ]);
  expect(mail!.text).toContain(`Unsubscribe: ${link}`);
  expect(String(mail!.html)).toContain('Cork &lt;Yoga&gt; Mat is back in stock');

  const path = new URL(link).pathname + new URL(link).search;
  const page = await t.app.inject({ url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toMatch(/<h1>Unsubscribe\?<\/h1>.*<form method="post" action="[^"]+"><button type="submit">Unsubscribe<\/button>/s);
  // Opening the link changed nothing (mail scanners open links); the button, or a mail program's one-click POST, does.
  await wish(2);
  const oneClick = await t.app.inject({
    method: 'POST',
    url: path,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(oneClick.statusCode).toBe(200);
  expect(oneClick.body).toContain('You are unsubscribed');
  await wish(3);
  const queued = await t.db.query<{ event_key: string }>(
    "SELECT event_key FROM outbox WHERE kind = 'back_in_stock' AND recipient = $1 ORDER BY event_key",
    [user.email],
  );
  expect(queued.rows.map((r) => r.event_key)).toEqual([`back_in_stock:wish-${userId}-1:email`, `back_in_stock:wish-${userId}-2:email`]);
  expect((await t.app.inject({ url: '/api/v1/account/messages', headers: user.headers })).json()).toMatchObject({ marketingEmail: false });

  const forged = await t.app.inject({ method: 'POST', url: path.replace(/s=[^&]+/, 's=forged') });
  expect([forged.statusCode, forged.body.includes('This link does not work')]).toEqual([404, true]);
});
