import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildOrder, buildShippingAddress } from '@/test/builders';
import { FAKE_PAYMENT_FIELDS, shop } from '@/test/fakeShop';
import { formReady, ORDER_ID, renderPayment, servePayment, servePaymentPage } from './paymentTestServer';

function orderTo(postalCode: string, price = 1499) {
  return buildOrder({
    id: ORDER_ID,
    shippingAddress: { ...buildShippingAddress(), postalCode },
    items: [{ id: 'i-1', productId: 'p-1', productTitle: 'Cork Yoga Mat', quantity: 1, price, size: null, color: null }],
  });
}

async function methodOptions(user: ReturnType<typeof renderPayment>['user']) {
  await formReady();
  await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent);
}

describe('cash on delivery on the payment page', () => {
  beforeEach(() => {
    shop.delivery = 'served';
  });

  it("is hidden where the area doesn't take it, and the method says why", async () => {
    servePaymentPage({ fields: FAKE_PAYMENT_FIELDS, orders: [orderTo('744101')] });
    const { user } = renderPayment();
    await formReady();
    expect(screen.getByRole('combobox', { name: /Payment method/ })).toHaveAccessibleDescription(
      'Cash on Delivery is not available for pincode 744101',
    );
    expect(await methodOptions(user)).toEqual(['UPI – scan a QR code']);
  });

  it('is hidden for an order above the ceiling, saying so', async () => {
    servePaymentPage({ fields: FAKE_PAYMENT_FIELDS, orders: [orderTo('560001', 30000)] });
    const { user } = renderPayment();
    expect(await methodOptions(user)).toEqual(['UPI – scan a QR code']);
    expect(screen.getByText('Cash on Delivery is not available for orders above ₹25,000')).toBeInTheDocument();
  });

  it('names its fee where there is one', async () => {
    servePaymentPage({ fields: FAKE_PAYMENT_FIELDS, orders: [orderTo('411001')] });
    const { user } = renderPayment();
    expect(await methodOptions(user)).toEqual(['UPI – scan a QR code', 'Cash on delivery (+ ₹49 fee)']);
  });

  it('stays as it was where the API has no delivery check', async () => {
    shop.delivery = 'missing';
    servePaymentPage({ fields: FAKE_PAYMENT_FIELDS, orders: [orderTo('744101')] });
    const { user } = renderPayment();
    expect(await methodOptions(user)).toEqual(['UPI – scan a QR code', 'Cash on delivery']);
  });

  it("shows the server's refusal of a forced cash payment like any payment error", async () => {
    servePaymentPage({ orders: [orderTo('744101')] });
    const message = 'Cash on delivery is not available for pincode 744101';
    servePayment(() => HttpResponse.json({ error: message }, { status: 422 }));
    const { user } = renderPayment();
    await formReady();
    await user.type(screen.getByRole('textbox', { name: /Name of the payer/ }), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
