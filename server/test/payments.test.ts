import type { CreatePaymentResponse, PaymentFieldDto } from '../src/contracts';
import { ADDRESS, firstProducts, signUp, useTestApp, PAYER } from './helpers';

// Far longer than any test here takes, even on a loaded machine: the provider confirms only when a
// test moves the payment's clock (ageUpiPayments), never while it runs.
const AUTOCONFIRM_MS = 10 * 60_000;
// No cash-on-delivery ceiling: these orders hold the seed's ₹1,24,999 treadmill, and the ceiling has tests of its own (delivery-orders.test.ts).
const t = useTestApp({ PAYMENT_AUTOCONFIRM_MS: String(AUTOCONFIRM_MS), COD_MAX_ORDER_VALUE: 'none' });

async function orderFor(user: Awaited<ReturnType<typeof signUp>>) {
  const [a, b] = await firstProducts(t.app, 2);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: user.headers,
    payload: { products: { [a!.id]: 1, [b!.id]: 2 }, shippingAddress: ADDRESS },
  });
  const order = res.json();
  const amount = order.items.reduce((s: number, i: { price: number; quantity: number }) => s + i.price * i.quantity, 0);
  return { id: order.id as string, amount };
}
const pay = (headers: Record<string, string>, orderId: string | number, fields: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payments', headers: { ...headers, ...extra }, payload: { orderId, fields } });
/** The provider's delay is measured from the payment's created_at: ageing it is the clock moving on. */
const ageUpiPayments = (ms: number) =>
  t.db.query(`UPDATE payments SET created_at = created_at - ($1::int * interval '1 millisecond') WHERE method IN ('upi_qr', 'upi_app')`, [
    ms,
  ]);
const statusOf = async (headers: Record<string, string>, id: string) =>
  (await t.app.inject({ url: '/api/v1/orders', headers })).json().data.find((o: { id: string }) => o.id === id).status;

it('describes the payment form', async () => {
  const res = await t.app.inject({ url: '/api/v1/payments/fields' });
  const fields: PaymentFieldDto[] = res.json().fields;
  expect(fields.map((f) => f.name)).toEqual(['payerName', 'email', 'phone', 'method', 'upiId', 'notes', 'consent']);
  const method = fields.find((f) => f.name === 'method')!;
  expect(method.options!.map((o) => o.value)).toEqual(['upi_qr', 'upi_app', 'card', 'netbanking', 'cod']);
  expect(method.defaultValue).toBeUndefined();
  const phone = fields.find((f) => f.name === 'phone')!;
  expect(phone.rules).toEqual({ required: true, minLength: 13, maxLength: 13, pattern: '/^\\+91[6-9]\\d{9}$/' });
  expect(fields.find((f) => f.name === 'consent')).toMatchObject({ type: 'checkbox', defaultValue: 'false', inline: true });
});

it('cash on delivery moves the order to Processing at once, and a second payment is refused', async () => {
  const user = await signUp(t.app);
  const order = await orderFor(user);
  const res = await pay(user.headers, order.id, { ...PAYER, method: 'cod' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true });
  expect(await statusOf(user.headers, order.id)).toBe(1);
  const again = await pay(user.headers, String(order.id), { ...PAYER, method: 'cod' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ success: false, error: 'This order has already been paid' });
});

it('UPI by QR stays Pending until the provider confirms after the delay', async () => {
  const user = await signUp(t.app);
  const order = await orderFor(user);
  const res = await pay(user.headers, order.id, { ...PAYER, method: 'upi_qr', upiId: 'asha@okicici' });
  const body: CreatePaymentResponse = res.json();
  expect(body.success).toBe(true);
  expect(body.action!.type).toBe('qr');
  expect(body.action!.qr).toMatch(
    new RegExp(
      `^upi://pay\\?pa=[^&]+&pn=Stride%20%26%20Sweat%20Sports&am=${order.amount.toFixed(2)}&cu=INR&tn=Order%20${order.id}&tr=[0-9a-f-]{36}$`,
    ),
  );
  expect(await statusOf(user.headers, order.id)).toBe(0);
  await ageUpiPayments(AUTOCONFIRM_MS - 1000);
  expect(await statusOf(user.headers, order.id)).toBe(0);
  await ageUpiPayments(1000);
  const tracked = await t.app.inject({ url: `/api/v1/orders/${order.id}?contactInfo=${user.email}` });
  expect(tracked.json().status).toBe(1);
});

it('UPI t.app answers a deep link', async () => {
  const user = await signUp(t.app);
  const order = await orderFor(user);
  const body: CreatePaymentResponse = (await pay(user.headers, order.id, { ...PAYER, method: 'upi_app' })).json();
  expect(body.action).toEqual({ type: 'deeplink', redirectUrl: expect.stringMatching(/^upi:\/\/pay\?pa=/) });
});

it('card goes through the simulated bank (on PUBLIC_URL, whatever the Host): form POST, confirm, 303 back to the shop', async () => {
  const user = await signUp(t.app);
  const order = await orderFor(user);
  const res = await pay(user.headers, order.id, { ...PAYER, method: 'card' }, { origin: 'http://localhost:3000', host: 'evil.example' });
  const { action }: CreatePaymentResponse = res.json();
  const returnUrl = `http://localhost:3000/order-success?orderId=${order.id}`;
  expect(action).toEqual({
    type: 'redirect_post',
    redirectUrl: 'http://shop.test/api/v1/payments/bank',
    formParams: {
      type: 'card',
      url: returnUrl,
      data: { paymentId: expect.any(String), orderId: String(order.id), amount: order.amount.toFixed(2) },
    },
  });
  const form = new URLSearchParams({ type: 'card', url: returnUrl });
  for (const [k, v] of Object.entries(action!.formParams!.data)) form.set(`data[${k}]`, v);
  const page = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/bank',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*form-action 'self' http:\/\/localhost:3000/);
  expect(page.body).toMatch(
    new RegExp(`<html lang="en">.*<title>[^<]+</title>.*Simulated bank.*#${order.id}<.*<button type="submit">Confirm payment`, 's'),
  );
  expect(page.body).not.toMatch(/<script/);
  expect(await statusOf(user.headers, order.id)).toBe(0);

  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/bank/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ paymentId: action!.formParams!.data.paymentId!, returnUrl }).toString(),
  });
  expect(confirm.statusCode).toBe(303);
  expect(confirm.headers.location).toBe(returnUrl);
  expect(await statusOf(user.headers, order.id)).toBe(1);
});

it('net banking answers a bank link; the bank never redirects to an untrusted origin', async () => {
  const user = await signUp(t.app);
  const order = await orderFor(user);
  const { redirectUrl }: CreatePaymentResponse = (
    await pay(user.headers, order.id, { ...PAYER, method: 'netbanking' }, { host: 'evil.example' })
  ).json();
  expect(redirectUrl).toMatch(
    /^http:\/\/shop\.test\/api\/v1\/payments\/bank\?paymentId=[0-9a-f-]{36}&returnUrl=http%3A%2F%2Fshop\.test%2Forder-success/,
  );
  const url = new URL(redirectUrl!);
  expect(url.pathname).toBe('/api/v1/payments/bank');
  const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/bank/confirm',
    headers: { host: 'evil.example' },
    payload: { paymentId: url.searchParams.get('paymentId'), returnUrl: 'http://evil.example/steal' },
  });
  expect(confirm.statusCode).toBe(303);
  expect(confirm.headers.location).toBe('http://shop.test/');
  expect((await t.app.inject({ url: '/api/v1/payments/bank?paymentId=nope' })).statusCode).toBe(404);
});

it("refuses another user's order, a missing order, no token and invalid fields", async () => {
  const alice = await signUp(t.app);
  const bob = await signUp(t.app);
  const order = await orderFor(alice);
  for (const res of [
    await pay(bob.headers, order.id, { ...PAYER, method: 'cod' }),
    await pay(alice.headers, 424242, { ...PAYER, method: 'cod' }),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Order not found' });
  }
  expect((await pay({}, order.id, { ...PAYER, method: 'cod' })).statusCode).toBe(401);
  for (const fields of [
    { ...PAYER, method: 'bitcoin' },
    { ...PAYER, method: 'cod', consent: 'false' },
    { ...PAYER, method: 'cod', phone: '+911234567890' },
    { ...PAYER, method: 'upi_qr', upiId: 'not a vpa' },
  ]) {
    const res = await pay(alice.headers, order.id, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: expect.any(String) });
  }
  expect(await statusOf(alice.headers, order.id)).toBe(0);
});

it("refuses another user's order on cancelling and returning too, and a forged or missing token, changing nothing", async () => {
  const alice = await signUp(t.app);
  const bob = await signUp(t.app);
  const order = await orderFor(alice);
  await pay(alice.headers, order.id, { ...PAYER, method: 'cod' });
  const items = (await t.app.inject({ url: '/api/v1/orders', headers: alice.headers })).json().data[0].items as Array<{ id: string }>;
  const forged = { authorization: `${alice.headers.authorization.slice(0, -4)}AAAA` };
  const calls = [
    { method: 'POST' as const, url: `/api/v1/orders/${order.id}/cancel`, payload: { reason: 'changed_my_mind' } },
    {
      method: 'POST' as const,
      url: `/api/v1/orders/${order.id}/returns`,
      payload: {
        resolution: 'refund',
        reason: 'damaged',
        lines: [{ itemId: items[0]!.id, quantity: 1 }],
        refundTo: { upiId: 'bob@okaxis' },
      },
    },
    { method: 'GET' as const, url: `/api/v1/orders/${order.id}/returns` },
  ];
  for (const call of calls) {
    const asBob = await t.app.inject({ ...call, headers: bob.headers });
    expect([asBob.statusCode, asBob.json()]).toEqual([404, { error: 'Order not found' }]);
    expect((await t.app.inject({ ...call, headers: forged })).statusCode).toBe(401);
    expect((await t.app.inject(call)).statusCode).toBe(401);
  }
  expect(await statusOf(alice.headers, order.id)).toBe(1);
  const mine = await t.app.inject({ url: `/api/v1/orders/${order.id}/returns`, headers: alice.headers });
  // Nothing was cancelled or returned: the owner's order still may be cancelled and has no returns.
  expect(mine.json()).toMatchObject({ data: [], eligibility: { cancellable: true } });
});
