import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildOrder } from '@/test/builders';
import { server } from '@/test/server';
import { enter, findField, formReady, ORDER_ID, payWithName, renderPayment, servePayment, servePaymentPage } from './paymentTestServer';

const ALL_TYPES = [
  {
    name: 'payerName',
    label: 'Name of the payer',
    type: 'text',
    inline: true,
    rules: { required: true },
    rulesMessages: ['Please enter the name of the payer'],
  },
  { name: 'email', label: 'E-mail', type: 'email', inline: true, rules: { required: true } },
  { name: 'pin', label: 'PIN', type: 'password' },
  { name: 'age', label: 'Age', type: 'number', defaultValue: '30' },
  {
    name: 'phone',
    label: 'Mobile number',
    type: 'tel',
    mask: '+91 ##########',
    description: 'We may send an OTP.',
    rules: { required: true, minLength: 13, maxLength: 13, pattern: '/^\\+91[6-9]\\d{9}$/' },
  },
  { name: 'notes', label: 'Notes', type: 'textarea', placeholder: 'Anything else?' },
  {
    name: 'method',
    label: 'Payment method',
    type: 'select',
    options: [
      { value: 'upi_qr', label: 'UPI QR' },
      { value: 'cod', label: 'Cash' },
    ],
    rules: { required: true },
  },
  { name: 'upiId', label: 'UPI ID', type: 'text', showWhenFilled: ['method'], rules: { pattern: '/([a-z/' } },
  {
    name: 'consent',
    label: 'I authorise this payment',
    type: 'checkbox',
    defaultValue: 'false',
    rules: { required: true },
    rulesMessages: ['Please authorise'],
  },
];

function serveFields(fields: unknown[]) {
  servePaymentPage({ fields });
}

afterEach(() => jest.restoreAllMocks());

describe('payment page: order and fields', () => {
  it('says the order id is missing, with a way back to checkout', async () => {
    const { user, router } = renderPayment('/payment');
    expect(await screen.findByText('Order ID is missing. Please return to checkout.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to checkout' }));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('takes the order id from the navigation state too', async () => {
    // A server with numeric ids: the id is still text to the page.
    servePaymentPage({ orders: [buildOrder({ id: 1002 })] });
    const view = renderPayment('/');
    await act(() => view.router.navigate('/payment', { state: { orderId: 1002 } }));
    const sent = servePayment({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=x' } });
    await payWithName(view.user);
    await screen.findByRole('img', { name: 'Payment QR code' });
    expect(sent.bodies).toEqual([{ orderId: '1002', fields: { payerName: 'Asha Rao' } }]);
  });

  it('says so when the form cannot be loaded', async () => {
    servePaymentPage();
    server.use(http.get(`${API}/payments/fields`, () => HttpResponse.json({}, { status: 500 })));
    renderPayment();
    expect(await screen.findByText('Failed to load payment form. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('renders every field type with its label, default, mask, description and options', async () => {
    serveFields(ALL_TYPES);
    const { user } = renderPayment();
    await formReady();
    expect(screen.getByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name of the payer/ })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('PIN')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(30);
    const phone = screen.getByRole('textbox', { name: /Mobile number/ });
    expect(phone).toHaveAttribute('type', 'tel');
    // Pre-filled from the order's shipping phone (see PaymentOrder.test.tsx).
    expect(phone).toHaveValue('+919876543210');
    expect(phone).toHaveAttribute('placeholder', '+91 ##########');
    expect(phone).toHaveAccessibleDescription('We may send an OTP.');
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: /I authorise this payment/ })).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['UPI QR', 'Cash']);
  });

  it('shows a dependent field once the field it waits for is filled', async () => {
    serveFields(ALL_TYPES);
    const { user } = renderPayment();
    await formReady();
    expect(screen.queryByRole('textbox', { name: 'UPI ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
    await user.click(screen.getByRole('option', { name: 'UPI QR' }));
    expect(await screen.findByRole('textbox', { name: 'UPI ID' })).toBeInTheDocument();
  });
});

describe('payment form rules', () => {
  async function fillAll(user: ReturnType<typeof renderPayment>['user'], email = 'asha@example.in') {
    await enter(user, await findField(/Name of the payer/), 'Asha');
    await enter(user, screen.getByRole('textbox', { name: /E-mail/ }), email);
    await enter(user, screen.getByRole('textbox', { name: /Mobile number/ }), '98765 43210');
    await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
    await user.click(screen.getByRole('option', { name: 'Cash' }));
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
  }

  it('keeps Pay Now disabled while a shown required field is blank', async () => {
    serveFields(ALL_TYPES);
    const { user } = renderPayment();
    await formReady();
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    expect(pay).toBeDisabled();
    await fillAll(user);
    expect(pay).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
    expect(pay).toBeDisabled();
  });

  it('shows the required message of a field left blank', async () => {
    serveFields(ALL_TYPES);
    const { user } = renderPayment();
    await user.clear(await findField(/Name of the payer/));
    await user.tab();
    expect(await screen.findByText('Please enter the name of the payer')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it('forces phone input to +91 and ten digits', async () => {
    serveFields(ALL_TYPES);
    const { user } = renderPayment();
    const phone = await findField(/Mobile number/);
    await user.clear(phone);
    await user.type(phone, 'ab98-76543210999');
    expect(phone).toHaveValue('+919876543210');
  });

  it('refuses a bad e-mail: toast, field message, nothing sent; and sends valid values with checkbox strings', async () => {
    serveFields(ALL_TYPES);
    const sent = servePayment({ success: true, action: { type: 'qr', qr: 'upi://pay' } });
    const { user } = renderPayment();
    await fillAll(user, 'asha@nowhere');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please correct the errors in the form')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);

    await enter(user, screen.getByRole('textbox', { name: /E-mail/ }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('img', { name: 'Payment QR code' });
    // The UPI ID's invalid pattern is switched off rather than breaking the form.
    expect(sent.bodies).toEqual([
      {
        orderId: ORDER_ID,
        fields: {
          payerName: 'Asha',
          email: 'asha@example.in',
          pin: '',
          age: '30',
          phone: '+919876543210',
          notes: '',
          method: 'cod',
          upiId: '',
          consent: 'true',
        },
      },
    ]);
  });

  it.each([
    [{ required: true, minLength: 13 }, '98765', 'Phone number must have at least 13 characters'],
    [{ required: true }, '98765', 'Phone number must be 13 characters (including +91)'],
    [{ required: true, pattern: '/^\\+91[6-9]\\d{9}$/' }, '1234567890', 'Invalid phone number format'],
  ])('phone rules %j: typing %s shows "%s"', async (rules, typed, message) => {
    serveFields([{ name: 'phone', label: 'Mobile number', type: 'tel', rules }]);
    const sent = servePayment({ success: true });
    const { user } = renderPayment();
    await enter(user, await findField(/Mobile number/), typed);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it.each([
    [{ maxLength: 12 }, '+919876543210', 'Phone number must have no more than 12 characters'],
    [{}, '9876543210', 'Phone number must start with +91'],
  ])('phone rules %j on the default %s show "%s"', async (rules, defaultValue, message) => {
    serveFields([{ name: 'phone', label: 'Mobile number', type: 'tel', defaultValue, rules: { required: true, ...rules } }]);
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('payment answers (spec §7)', () => {
  beforeEach(() => servePaymentPage());

  it('posts a hidden form to the provider for redirect_post', async () => {
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    servePayment({
      success: true,
      action: {
        type: 'redirect_post',
        redirectUrl: 'https://bank.test/pay',
        formParams: {
          type: 'card',
          url: `https://shop.test/order-success?orderId=${ORDER_ID}`,
          data: { paymentId: 'p-9', amount: '10.00' },
        },
      },
    });
    const view = renderPayment();
    await payWithName(view.user);
    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://bank.test/pay');
    expect(form.isConnected).toBe(true);
    // eslint-disable-next-line testing-library/no-node-access -- the bank's form is hidden fields posted away, never shown
    const inputs = Array.from(form.querySelectorAll('input')).map((input) => [input.type, input.name, input.value]);
    expect(inputs).toEqual([
      ['hidden', 'type', 'card'],
      ['hidden', 'url', `https://shop.test/order-success?orderId=${ORDER_ID}`],
      ['hidden', 'data[paymentId]', 'p-9'],
      ['hidden', 'data[amount]', '10.00'],
    ]);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('opens the payment app for a deeplink', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    servePayment({ success: true, action: { type: 'deeplink', redirectUrl: 'upi://pay?pa=shop@upi' } });
    await payWithName(renderPayment().user);
    await waitFor(() => expect(open).toHaveBeenCalledWith('upi://pay?pa=shop@upi', '_self'));
    expect(await screen.findByRole('link', { name: 'I have paid — view my orders' })).toHaveAttribute('href', '/orders');
  });

  it('goes to a bare redirectUrl', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    servePayment({ success: true, redirectUrl: 'https://bank.test/netbanking?id=1' });
    await payWithName(renderPayment().user);
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://bank.test/netbanking?id=1', '_self'));
  });

  it('draws a 256px QR from the qr text, with a link to the orders', async () => {
    servePayment({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=shop@upi&am=10.00' } });
    await payWithName(renderPayment().user);
    const qr = await screen.findByRole('img', { name: 'Payment QR code' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', '256');
    expect(screen.getByRole('link', { name: 'I have paid — view my orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows the PNG when only qrBase64 is sent', async () => {
    servePayment({ success: true, action: { type: 'qr', qrBase64: 'iVBORw0KGgo=' } });
    await payWithName(renderPayment().user);
    const qr = await screen.findByRole('img', { name: 'Payment QR code' });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(qr).toHaveAttribute('width', '256');
  });

  it('toasts and goes to the orders on plain success', async () => {
    servePayment({ success: true });
    const view = renderPayment();
    await payWithName(view.user);
    expect(await screen.findByText('Payment initiated')).toBeInTheDocument();
    expect(screen.getByText('Your payment is being processed')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/orders'));
  });

  it.each([
    [{ success: false, error: 'Card declined' }, 200, 'Card declined'],
    [{ success: false }, 200, 'Unknown error occurred during payment process'],
    [{ success: false, error: 'This order has already been paid' }, 409, 'This order has already been paid'],
  ])('shows the error of %j (status %i) with Return to checkout', async (body, status, message) => {
    servePayment(body, status);
    const { user } = renderPayment();
    await payWithName(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to checkout' })).toHaveAttribute('href', '/checkout');
    await user.click(screen.getByRole('button', { name: 'Try another way to pay' }));
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  });

  it('says the payment failed when the request itself fails', async () => {
    server.use(http.post(`${API}/payments`, () => HttpResponse.error()));
    await payWithName(renderPayment().user);
    expect(await screen.findByText('Failed to process payment. Please try again later.')).toBeInTheDocument();
  });

  it.each([
    { type: 'redirect_post', redirectUrl: 'javascript:alert(1)', formParams: { data: {} } },
    { type: 'deeplink', redirectUrl: 'javascript:alert(document.cookie)' },
    { type: 'deeplink', redirectUrl: 'data:text/html,<script>alert(1)</script>' },
  ])('refuses the hostile action %j', async (action) => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    servePayment({ success: true, action });
    await payWithName(renderPayment().user);
    expect(await screen.findByText('Unknown error occurred during payment process')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a hostile bare redirectUrl', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    servePayment({ success: true, redirectUrl: 'javascript:alert(1)' });
    await payWithName(renderPayment().user);
    expect(await screen.findByText('Unknown error occurred during payment process')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
