import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { enter, findField, formReady, ORDER_ID, renderPayment, servePayment, servePaymentPage } from './paymentTestServer';

// No shorter timeout here: each test fills a whole form, slow in jsdom on a loaded machine.
afterEach(() => jest.restoreAllMocks());

const FIELDS = [
  { name: 'payerName', label: 'Name of the payer', type: 'text', rules: { required: true } },
  { name: 'email', label: 'E-mail for the receipt', type: 'email', rules: { required: true } },
  {
    name: 'method',
    label: 'Payment method',
    type: 'select',
    defaultValue: 'upi_qr',
    options: [
      { value: 'upi_qr', label: 'UPI QR' },
      { value: 'cod', label: 'Cash' },
    ],
    rules: { required: true },
  },
  { name: 'notes', label: 'Notes', type: 'textarea' },
  { name: 'consent', label: 'I authorise this payment', type: 'checkbox', defaultValue: 'false', rules: { required: true } },
];

type User = ReturnType<typeof renderPayment>['user'];

async function chooseMethod(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
  await user.click(screen.getByRole('option', { name: label }));
}

async function fillAndPay(user: User) {
  await enter(user, await findField(/Name of the payer/), 'Priya Sharma');
  await enter(user, screen.getByRole('textbox', { name: /E-mail for the receipt/ }), 'priya@example.in');
  await chooseMethod(user, 'Cash');
  await enter(user, screen.getByRole('textbox', { name: 'Notes' }), 'Leave at the gate');
  await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
}

describe('what the shopper typed survives a failed payment', () => {
  it.each([
    [
      'an error from the server',
      () => HttpResponse.json({ success: false, error: 'Invalid phone number format' }, { status: 400 }),
      'Invalid phone number format',
    ],
    ['success: false', () => HttpResponse.json({ success: false, error: 'Card declined' }), 'Card declined'],
    ['no answer at all', () => HttpResponse.error(), 'Failed to process payment. Please try again later.'],
    [
      'an unsafe redirect, refused',
      () => HttpResponse.json({ success: true, redirectUrl: 'javascript:alert(1)' }),
      'Unknown error occurred during payment process',
    ],
    ['a server failure', () => HttpResponse.json({ error: 'Internal error' }, { status: 503 }), 'Internal error'],
    [
      'a malformed answer',
      () => new HttpResponse('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'Failed to process payment. Please try again later.',
    ],
  ])('after %s', async (_mode, answer, message) => {
    servePaymentPage({ fields: FIELDS });
    servePayment(answer);
    const { user } = renderPayment();
    await fillAndPay(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another way to pay' }));
    expect(await findField(/Name of the payer/)).toHaveValue('Priya Sharma');
    expect(screen.getByRole('textbox', { name: /E-mail for the receipt/ })).toHaveValue('priya@example.in');
    expect(screen.getByRole('combobox', { name: /Payment method/ })).toHaveTextContent('Cash');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Leave at the gate');
    expect(screen.getByRole('checkbox', { name: /I authorise this payment/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});

describe('one payment attempt, one Idempotency-Key', () => {
  it('sends the same key when the shopper retries the same payment after a lost answer', async () => {
    servePaymentPage({ fields: FIELDS });
    let calls = 0;
    const sent = servePayment(() =>
      calls++ === 0 ? HttpResponse.error() : HttpResponse.json({ success: true, action: { type: 'qr', qr: 'upi://pay' } }),
    );
    const { user } = renderPayment();
    await fillAndPay(user);
    await user.click(await screen.findByRole('button', { name: 'Try another way to pay' }));
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('img', { name: 'Payment QR code' });
    expect(sent.keys).toHaveLength(2);
    expect(sent.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.keys[1]).toBe(sent.keys[0]);
    expect(sent.bodies[1]).toEqual(sent.bodies[0]);
  });

  it('makes a fresh key once the shopper changes a field', async () => {
    servePaymentPage({ fields: FIELDS });
    const sent = servePayment(() => HttpResponse.json({ success: false, error: 'Card declined' }));
    const { user } = renderPayment();
    await fillAndPay(user);
    await user.click(await screen.findByRole('button', { name: 'Try another way to pay' }));
    await formReady();
    await chooseMethod(user, 'UPI QR');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(sent.keys).toHaveLength(2));
    expect(sent.bodies[1]).toMatchObject({ orderId: ORDER_ID, fields: { method: 'upi_qr' } });
    expect(sent.keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.keys[1]).not.toBe(sent.keys[0]);
  });
});
