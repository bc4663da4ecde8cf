// Test helpers of the payment page: the calls it makes (fields, account, orders, payment) answered
// at HTTP level, and the few steps every payment test takes.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildOrder, type OrderLike } from '@/test/builders';
import { shop, signUp } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { PaymentScreen } from './PaymentScreen';

export const ORDER_ID = '7KQ2M9XD';
export const ACCOUNT_EMAIL = 'asha.account@example.in';
export const NAME_FIELD = { name: 'payerName', label: 'Name of the payer', type: 'text', rules: { required: true } };

/**
 * The payment form's fields, the signed-in account and its orders, in the fake shop; a test moves
 * an order on through `shop.orders`. `ordersCalls` counts the calls of `GET /orders`, whoever answered.
 */
export function servePaymentPage({
  fields = [NAME_FIELD],
  orders = [buildOrder({ id: ORDER_ID })],
}: { fields?: unknown[]; orders?: OrderLike[] } = {}) {
  shop.paymentFields = { fields };
  shop.orders = orders;
  signUp({ email: ACCOUNT_EMAIL, createdAt: '2026-01-01T00:00:00.000Z' });
  return {
    get ordersCalls() {
      return shop.calls.filter((call) => call === 'GET /orders').length;
    },
  };
}

/** Answers POST /payments with `body` (or `respond()`), recording the bodies and Idempotency-Key headers sent. */
export function servePayment(body: Record<string, unknown> | (() => Response), status = 200) {
  const sent = { bodies: [] as unknown[], keys: [] as Array<string | null> };
  server.use(
    http.post(`${API}/payments`, async ({ request }) => {
      sent.bodies.push(await request.json());
      sent.keys.push(request.headers.get('Idempotency-Key'));
      return typeof body === 'function' ? body() : HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

/** The payment screen alone, signed in; the shopper may leave it for another path (the router tells where). */
export function renderPayment(route = `/payment?orderId=${ORDER_ID}`) {
  return renderWithProviders(<PaymentScreen />, { route, path: '/payment', session: 'signedIn' });
}

type User = ReturnType<typeof renderPayment>['user'];

/** The form is there once its submit button is (the heading shows while the order and fields load). */
export const formReady = () => screen.findByRole('button', { name: /Pay Now|Processing/ });

export async function findField(name: RegExp) {
  await formReady();
  return screen.getByRole('textbox', { name });
}

/** Replaces what a field holds (it may be pre-filled); pasting is one change event, far quicker than typing in jsdom. */
export async function enter(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

export async function payWithName(user: User, name = 'Asha Rao') {
  await enter(user, await findField(/Name of the payer/), name);
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
}
