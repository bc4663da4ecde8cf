import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import { API } from '@/test/api';
import { buildOrder } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import {
  ACCOUNT_EMAIL,
  enter,
  findField,
  formReady,
  NAME_FIELD,
  ORDER_ID,
  payWithName,
  renderPayment,
  servePayment,
  servePaymentPage,
} from './paymentTestServer';

afterEach(() => jest.restoreAllMocks());

const shoeOrder = buildOrder({
  id: ORDER_ID,
  items: [
    { id: 'i-1', productId: 'p-1', productTitle: 'Trail Runner', quantity: 2, price: 62499.5, size: 'UK 8', color: 'Black' },
    { id: 'i-2', productId: 'p-2', productTitle: 'Yoga Mat', quantity: 1, price: 799 },
  ],
});

/** The summary of what is paid: a region named after the order, before anything else of the view. */
function expectSummaryFirst() {
  const summary = screen.getByRole('region', { name: `Order #${ORDER_ID}` });
  const items = within(within(summary).getByRole('list', { name: 'Items' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Trail RunnerSize: UK 8 · Colour: Black · Qty 2 × ₹62,499.5₹1,24,999',
    'Yoga MatQty 1 × ₹799₹799',
  ]);
  expect(within(summary).getByText('₹1,25,798')).toBeInTheDocument();
  expect(within(summary).getByText('Asha Rao, 4 Lake View, Pune, Maharashtra, 411001, +919876543210')).toBeInTheDocument();
  const heading = screen.getByRole('heading', { level: 1 });
  // Right after the page heading: the first thing read and seen.
  // eslint-disable-next-line testing-library/no-node-access -- the order on the page is what is checked
  expect(heading.nextElementSibling).toBe(summary);
  return summary;
}

describe('what is being paid', () => {
  it('shows the order number, its lines, the total in rupees and the address above the form', async () => {
    servePaymentPage({ orders: [shoeOrder] });
    renderPayment();
    await formReady();
    expectSummaryFirst();
  });

  it('keeps showing it on the QR view', async () => {
    servePaymentPage({ orders: [shoeOrder] });
    servePayment({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=shop@upi' } });
    const { user } = renderPayment();
    await payWithName(user);
    await screen.findByRole('img', { name: 'Payment QR code' });
    expectSummaryFirst();
  });

  it('keeps showing it on the UPI-app view, which waits for the payment too', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    servePaymentPage({ orders: [shoeOrder] });
    servePayment({ success: true, action: { type: 'deeplink', redirectUrl: 'upi://pay?pa=shop@upi' } });
    const { user } = renderPayment();
    await payWithName(user);
    await screen.findByRole('heading', { name: 'Continue in your UPI app' });
    expectSummaryFirst();
    expect(screen.getByText(/^Waiting for your payment\./)).toHaveAttribute('role', 'status');
  });
});

describe('the order is checked before the form', () => {
  it('says an unknown order cannot be paid here, with a way to the orders, and shows no form', async () => {
    servePaymentPage({ orders: [buildOrder({ id: 'OTHER123' })] });
    renderPayment();
    expect(await screen.findByRole('heading', { name: 'Order not found', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(`We could not find order #${ORDER_ID} among your orders, so there is nothing to pay here.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try another way to pay' })).not.toBeInTheDocument();
  });

  it.each([
    [1, 'Order already paid', 'This order has already been paid (status: Processing). There is nothing left to pay.'],
    [3, 'Order already paid', 'This order has already been paid (status: Delivered). There is nothing left to pay.'],
    [4, 'Order cancelled', 'This order has been cancelled, so it cannot be paid.'],
  ])('says an order of status %i cannot be paid: %s', async (status, title, message) => {
    servePaymentPage({ orders: [buildOrder({ id: ORDER_ID, status: status as 1 | 3 | 4 })] });
    renderPayment();
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Order #${ORDER_ID}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('does not trust a list read before the page opened', async () => {
    const page = servePaymentPage();
    const store = setupStore();
    const view = renderApp({ store, route: '/orders', session: 'signedIn' });
    await screen.findByRole('link', { name: /Pay Now/ });
    view.unmount();
    // Paid elsewhere meanwhile: the cached list still says Pending. The fresh answer is held back.
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/orders`, async () => {
        await answered;
        return HttpResponse.json({ data: [buildOrder({ id: ORDER_ID, status: 1 })] });
      }),
    );
    renderApp({ store, route: `/payment?orderId=${ORDER_ID}`, session: 'signedIn' });
    await waitFor(() => expect(page.ordersCalls).toBe(2));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Order already paid', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('offers to try again when the orders cannot be read', async () => {
    servePaymentPage();
    let failures = 1;
    server.use(
      http.get(`${API}/orders`, () => {
        if (failures-- > 0) return HttpResponse.json({ error: 'down' }, { status: 503 });
        return HttpResponse.json({ data: shop.orders });
      }),
    );
    const { user } = renderPayment();
    expect(await screen.findByText('We could not check this order. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await formReady()).toBeInTheDocument();
  });

  it('offers another way to pay only while the order can still be paid', async () => {
    const page = servePaymentPage();
    servePayment(() => {
      // Paid in another tab meanwhile.
      shop.orders = [buildOrder({ id: ORDER_ID, status: 1 })];
      return HttpResponse.json({ success: false, error: 'This order has already been paid' }, { status: 409 });
    });
    const { user } = renderPayment();
    await payWithName(user);
    expect(await screen.findByText('This order has already been paid')).toBeInTheDocument();
    await waitFor(() => expect(page.ordersCalls).toBe(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try another way to pay' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Return to checkout' })).toBeInTheDocument();
  });
});

describe('every change of view', () => {
  it.each([
    ['the QR view', { success: true, action: { type: 'qr', qr: 'upi://pay?pa=shop@upi' } }, 'Scan to Pay'],
    ['the UPI-app view', { success: true, action: { type: 'deeplink', redirectUrl: 'upi://pay?pa=x@upi' } }, 'Continue in your UPI app'],
    ['an error', { success: false, error: 'Card declined' }, 'Payment not completed'],
  ])('scrolls to the top and focuses the heading of %s', async (_view, answer, title) => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    servePaymentPage();
    servePayment(answer);
    const { user } = renderPayment();
    await findField(/Name of the payer/);
    const scrollTo = jest.spyOn(window, 'scrollTo');
    await payWithName(user);
    const heading = await screen.findByRole('heading', { name: title, level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('does so on the way back to the form too', async () => {
    servePaymentPage();
    servePayment({ success: false, error: 'Card declined' });
    const { user } = renderPayment();
    await payWithName(user);
    await user.click(await screen.findByRole('button', { name: 'Try another way to pay' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Complete Your Payment', level: 1 })).toHaveFocus());
  });
});

describe('what the shop already knows', () => {
  const FIELDS = [
    NAME_FIELD,
    { name: 'receiptEmail', label: 'E-mail for the receipt', type: 'email', rules: { required: true } },
    { name: 'mobile', label: 'Mobile number', type: 'tel', rules: { required: true } },
    { name: 'username', label: 'Bank username', type: 'text' },
    { name: 'cardName', label: 'Name on the card', type: 'text', defaultValue: 'AS PRINTED' },
    { name: 'notes', label: 'Notes', type: 'textarea' },
  ];

  it('pre-fills the account e-mail and the shipping name and phone, which the shopper can change', async () => {
    servePaymentPage({
      fields: FIELDS,
      orders: [buildOrder({ id: ORDER_ID, shippingAddress: { ...buildOrder().shippingAddress, phone: '098765 43210' } })],
    });
    const sent = servePayment({ success: true, action: { type: 'qr', qr: 'upi://pay' } });
    const { user } = renderPayment();
    expect(await findField(/Name of the payer/)).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: /E-mail for the receipt/ })).toHaveValue(ACCOUNT_EMAIL);
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('+919876543210');
    expect(screen.getByRole('textbox', { name: 'Bank username' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name on the card' })).toHaveValue('AS PRINTED');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');

    await enter(user, screen.getByRole('textbox', { name: /E-mail for the receipt/ }), 'receipts@example.in');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('img', { name: 'Payment QR code' });
    expect(sent.bodies).toEqual([
      {
        orderId: ORDER_ID,
        fields: {
          payerName: 'Asha Rao',
          receiptEmail: 'receipts@example.in',
          mobile: '+919876543210',
          username: '',
          cardName: 'AS PRINTED',
          notes: '',
        },
      },
    ]);
  });

  it('leaves the phone to the shopper when the shipping phone is not an Indian mobile number', async () => {
    servePaymentPage({
      fields: FIELDS,
      orders: [buildOrder({ id: ORDER_ID, shippingAddress: { ...buildOrder().shippingAddress, phone: '+1 415 555 0100' } })],
    });
    renderPayment();
    expect(await findField(/Mobile number/)).toHaveValue('+91');
  });
});
