/** Where stock and messages meet: a wish told once when its size is back, and orders' stock following the shop's moves and the hold's lapse. */
import type { ParsedMail } from 'mailparser';
import { productIdFor } from '../src/modules/catalog';
import { runOrdersCommand } from '../src/modules/orders/cli';
import { adminOf, signUp, useTestApp } from './helpers';
import { recipientsOf, until, useMailbox } from './mailbox';
import { codOrder } from './orderHelpers';
import { counts, lapse, orderBody, setShelf, SHOE } from './stockHelpers';

const env: Record<string, string> = { MESSAGES_POLL_MS: '20', COD_MAX_ORDER_VALUE: 'none', SHOP_URL: 'http://app.test' };
const mailbox = useMailbox(env);
const t = useTestApp(env);

const RIDGE = productIdFor('trail-shoe-ridge');
const mailsTo = (email: string, subject: RegExp) =>
  mailbox.mails.filter((m: ParsedMail) => recipientsOf(m).includes(email) && subject.test(m.subject ?? ''));
const outboxSettled = async () => {
  const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE status = 'pending' AND due_at <= now()");
  const wishes = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stock_alerts a WHERE a.state = 'pending' AND EXISTS (SELECT 1 FROM stock_levels s
       WHERE s.product_id = a.product_id AND (a.size = '' OR s.size = a.size) AND s.on_hand - s.held > 0)`,
  );
  return rows[0]!.n === 0 && wishes.rows[0]!.n === 0;
};
const wish = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/stock/alerts', headers, payload: body });
const ridgeColour = async () =>
  ((await t.app.inject({ url: `/api/v1/products/${RIDGE}` })).json() as { variants: Array<{ size: string; color: string }> }).variants.find(
    (v) => v.size === 'UK 9',
  )!.color;

test('a wish is told once when its size is back, with an unsubscribe link that stops a visitor’s next alert without an account', async () => {
  const user = await signUp(t.app);
  expect((await wish({ productId: RIDGE, size: 'UK 9', email: 'guest@example.com' })).statusCode).toBe(201);
  expect((await wish({ productId: RIDGE, size: 'UK 9' }, user.headers)).statusCode).toBe(201);
  expect((await wish({ productId: RIDGE, size: 'UK 10', email: 'other@example.com' })).statusCode).toBe(201);

  await setShelf(t.app, RIDGE, 'UK 9', await ridgeColour(), 4);
  await mailbox.waitFor(() => mailsTo('guest@example.com', /back in stock/).length > 0 && mailsTo(user.email, /back in stock/).length > 0);
  await until(outboxSettled, 'every due wish told');
  const [guestMail, ...more] = mailsTo('guest@example.com', /back in stock/);
  expect(more).toHaveLength(0);
  expect(mailsTo(user.email, /back in stock/)).toHaveLength(1);
  // UK 10 is still sold out: that wish waits.
  expect(mailsTo('other@example.com', /back in stock/)).toHaveLength(0);
  expect(guestMail!.subject).toBe('Ridge Trail Running Shoes is back in stock');
  expect(guestMail!.text).toContain('Ridge Trail Running Shoes in UK 9 is back in stock.');

  const link = /Unsubscribe: (\S+)/.exec(guestMail!.text ?? '')![1]!;
  const url = new URL(link);
  expect(url.searchParams.get('u')).toBe('guest@example.com');
  const path = `${url.pathname}${url.search}`;
  expect((await t.app.inject({ url: path })).statusCode).toBe(200);
  expect((await t.app.inject({ url: path.replace(/s=[^&]+/, 's=forged') })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'POST', url: path })).body).toContain('You are unsubscribed');

  // Asked again and back again: the visitor who unsubscribed hears nothing more.
  await setShelf(t.app, RIDGE, 'UK 9', await ridgeColour(), 0);
  expect((await wish({ productId: RIDGE, size: 'UK 9', email: 'Guest@Example.com' })).statusCode).toBe(201);
  await setShelf(t.app, RIDGE, 'UK 9', await ridgeColour(), 2);
  await until(outboxSettled, 'the second wish claimed');
  expect(mailsTo('guest@example.com', /back in stock/)).toHaveLength(1);
});

test('the shop’s cancel gives an order’s units back, its delivery takes them off the shelf', async () => {
  const user = await signUp(t.app);
  const admin = adminOf(t.app);
  const before = await counts(t.db, SHOE.id, SHOE.size, SHOE.color);
  const place = () => codOrder(t.app, user, orderBody(SHOE.id, SHOE.size, SHOE.color));

  const cancelled = await place();
  expect(await counts(t.db, SHOE.id, SHOE.size, SHOE.color)).toMatchObject({ on_hand: before.on_hand, held: before.held + 1 });
  expect((await runOrdersCommand(admin, ['cancel', cancelled])).code).toBe(0);
  expect(await counts(t.db, SHOE.id, SHOE.size, SHOE.color)).toMatchObject({ on_hand: before.on_hand, held: before.held });

  const delivered = await place();
  expect((await runOrdersCommand(admin, ['ship', delivered, '--tracking', 'AWB42'])).code).toBe(0);
  expect((await runOrdersCommand(admin, ['deliver', delivered])).code).toBe(0);
  expect(await counts(t.db, SHOE.id, SHOE.size, SHOE.color)).toMatchObject({ on_hand: before.on_hand - 1, held: before.held });
});

test('an order left unpaid past its hold is cancelled and the shopper told, the reminder to pay dropped', async () => {
  const user = await signUp(t.app);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: user.headers,
    payload: orderBody(SHOE.id, SHOE.size, SHOE.color),
  });
  const { id } = placed.json() as { id: string };
  await lapse(t.db, id);
  const listed = (await t.app.inject({ url: '/api/v1/orders', headers: user.headers })).json().data as Array<{
    id: string;
    status: number;
  }>;
  expect(listed.find((o) => o.id === id)?.status).toBe(4);
  await mailbox.waitFor(() => mailsTo(user.email, /has been cancelled/).length > 0);
  const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM outbox WHERE recipient = $1 ORDER BY created_at', [user.email]);
  expect(rows.map((r) => r.kind)).toEqual(['cancelled']);
});
