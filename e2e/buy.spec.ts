import { expect, test, type A11yFixture } from './fixtures';
import {
  expectOrderStatus,
  expectPaymentSummary,
  holdOrderAnswers,
  pay,
  placeOrder,
  seedCart,
  signIn,
  transitionsSettled,
} from './shopper';
import type { Page } from '@playwright/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/**
 * UPI by QR or by the payment app: the view shows what is paid, has the focus at the top of the
 * page and waits; once the server confirms (1.5 s here) the page moves on by itself.
 */
async function payByUpi(page: Page, a11y: A11yFixture, method: RegExp, view: { title: string; check: () => Promise<void> }) {
  const orderId = await placeOrder(page, () => Promise.resolve());
  let releaseOrders = () => Promise.resolve();
  await pay(page, method, async () => {
    await expectPaymentSummary(page, orderId);
    await transitionsSettled(page);
    await a11y.check();
    // The view is checked before the page may see the order paid.
    releaseOrders = await holdOrderAnswers(page);
  });
  const heading = page.getByRole('heading', { name: view.title, level: 1 });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectPaymentSummary(page, orderId);
  await view.check();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for your payment' })).toBeVisible();
  await transitionsSettled(page);
  await a11y.check();
  await releaseOrders();
  const received = page.getByRole('heading', { name: 'Payment received', level: 1 });
  await expect(received).toBeFocused({ timeout: 15_000 });
  await transitionsSettled(page);
  await a11y.check();
  return orderId;
}

const qrView = (page: Page) => ({
  title: 'Scan to Pay',
  check: () => expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible(),
});

const upiAppView = (page: Page) => ({
  title: 'Continue in your UPI app',
  check: () => expect(page.getByRole('link', { name: 'Open the UPI app again' })).toHaveAttribute('href', /^upi:\/\/pay\?/),
});

test.describe('buying', () => {
  test.use(DESKTOP);

  test.beforeEach(async ({ request, context }) => {
    await signIn(request, context);
    await seedCart(request, context);
  });

  test('UPI QR: the QR shows what is paid, and the page moves on by itself once the payment arrives', async ({ page, a11y }) => {
    const orderId = await payByUpi(page, a11y, /scan a QR code/, qrView(page));
    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const order = page.getByRole('article', { name: `Order #${orderId}` });
    await expect(order.getByText('Processing', { exact: true })).toBeVisible();
    await a11y.check();
  });

  test('card: a hidden form posts to the bank, which returns to the order success page', async ({ page, a11y }) => {
    const orderId = await placeOrder(page, () => Promise.resolve());
    await pay(page, /Credit or debit card/, () => Promise.resolve());
    await expect(page).toHaveURL(/\/api\/v1\/payments\/bank$/);
    await expect(page.getByRole('heading', { name: 'Simulated bank' })).toBeVisible();
    await a11y.check();
    await page.getByRole('button', { name: /Confirm payment/ }).click();
    await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${orderId}$`));
    await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page.getByRole('article', { name: `Order #${orderId}` }).getByText('Processing', { exact: true })).toBeVisible();
  });

  test('net banking: the bare redirect goes to the bank and back', async ({ page }) => {
    const orderId = await placeOrder(page, () => Promise.resolve());
    await pay(page, /Net banking/, () => Promise.resolve());
    await expect(page.getByRole('heading', { name: 'Simulated bank' })).toBeVisible();
    await page.getByRole('button', { name: /Confirm payment/ }).click();
    await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${orderId}$`));
    await expectOrderStatus(page, orderId, 'Processing');
  });

  test('cash on delivery: plain success toasts and shows the order as Processing', async ({ page, a11y }) => {
    const orderId = await placeOrder(page, () => Promise.resolve());
    await pay(page, /Cash on delivery/, () => Promise.resolve());
    await expect(page.getByText('Payment initiated')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    const order = page.getByRole('article', { name: `Order #${orderId}` });
    await expect(order.getByText('Processing', { exact: true })).toBeVisible();
    await expect(order.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
    await a11y.check();
  });

  test('UPI app: the payment app is opened by its deep link, and the page moves on once paid', async ({ page, a11y }) => {
    await payByUpi(page, a11y, /UPI app on this phone/, upiAppView(page));
  });

  test('a pending order offers Pay Now, and a paid one is not offered a payment form again', async ({ page, a11y }) => {
    const orderId = await placeOrder(page, () => Promise.resolve());
    const order = await expectOrderStatus(page, orderId, 'Pending');
    await a11y.check();
    await order.getByRole('link', { name: /Pay Now/ }).click();
    await pay(page, /Cash on delivery/, () => Promise.resolve());
    await expect(page).toHaveURL(/\/orders$/);
    await page.goto(`/payment?orderId=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Order already paid', level: 1 })).toBeVisible();
    await expectPaymentSummary(page, orderId);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try another way to pay' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    await a11y.check();
  });
});

test.describe('buying on a phone', () => {
  test.use(PHONE);

  test.beforeEach(async ({ request, context }) => {
    await signIn(request, context);
    await seedCart(request, context);
  });

  test('the total shows above Place Order, and a QR payment shows what is paid and moves on by itself', async ({ page, a11y }) => {
    await page.goto('/checkout');
    const place = page.getByRole('button', { name: 'Place Order' });
    const total = page.locator('form', { has: place }).getByText('Total', { exact: true });
    await expect(total).toBeVisible();
    const [totalBox, buttonBox] = await Promise.all([total.boundingBox(), place.boundingBox()]);
    expect(totalBox!.y + totalBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    // Close enough to be seen together when the button is reached.
    expect(buttonBox!.y - totalBox!.y).toBeLessThan(120);
    await transitionsSettled(page);
    await a11y.check();
    await payByUpi(page, a11y, /scan a QR code/, qrView(page));
  });

  test('UPI app: the view and the wait read well on a phone', async ({ page, a11y }) => {
    await payByUpi(page, a11y, /UPI app on this phone/, upiAppView(page));
  });

  test('a failed payment: the error view reads well, and the form comes back as typed', async ({ page, a11y }) => {
    await placeOrder(page, () => Promise.resolve());
    // The provider is down for this one call.
    await page.route('**/api/v1/payments', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'The payment provider is not answering' } }),
    );
    await pay(page, /Net banking/, () => page.getByRole('textbox', { name: /Notes for the shop/ }).fill('Ring twice'));
    const heading = page.getByRole('heading', { name: 'Payment not completed', level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.getByText('The payment provider is not answering')).toBeVisible();
    await transitionsSettled(page);
    await a11y.check();
    await page.getByRole('button', { name: 'Try another way to pay' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Payment', level: 1 })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /Notes for the shop/ })).toHaveValue('Ring twice');
    await expect(page.getByRole('combobox', { name: /Payment method/ })).toHaveText(/Net banking/);
    await expect(page.getByRole('checkbox', { name: /I authorise this payment/ })).toBeChecked();
  });
});
