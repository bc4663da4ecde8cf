import { expect, test } from './fixtures';
import { expectOrderStatus, pay, placeOrder, seedCart, signIn } from './shopper';

test.describe('buying', () => {
  test.beforeEach(async ({ request, context }) => {
    await signIn(request, context);
    await seedCart(request, context);
  });

  test('UPI QR: the QR is shown, and the order turns Processing once the payment arrives', async ({ page, a11y }) => {
    const orderId = await placeOrder(page, () => a11y.check());
    await pay(page, /scan a QR code/, () => a11y.check());
    await expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'I have paid — view my orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const order = page.getByRole('article', { name: `Order #${orderId}` });
    await expect(order).toBeVisible();
    await a11y.check();
    // The reference server confirms UPI payments after 1.5 s.
    await expect(async () => {
      await page.reload();
      await expect(order.getByText('Processing', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
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

  test('UPI app: the payment app is opened by its deep link, with a way on to the orders', async ({ page, a11y }) => {
    await placeOrder(page, () => Promise.resolve());
    await pay(page, /UPI app on this phone/, () => Promise.resolve());
    await expect(page.getByRole('heading', { name: 'Continue in your UPI app' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the UPI app again' })).toHaveAttribute('href', /^upi:\/\/pay\?/);
    await a11y.check();
  });

  test('a pending order offers Pay Now, and a paid one cannot be paid twice', async ({ page, a11y }) => {
    const orderId = await placeOrder(page, () => Promise.resolve());
    const order = await expectOrderStatus(page, orderId, 'Pending');
    await a11y.check();
    await order.getByRole('link', { name: /Pay Now/ }).click();
    await pay(page, /Cash on delivery/, () => Promise.resolve());
    await expect(page).toHaveURL(/\/orders$/);
    await page.goto(`/payment?orderId=${orderId}`);
    await pay(page, /Cash on delivery/, () => Promise.resolve());
    await expect(page.getByText('This order has already been paid')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to checkout' })).toBeVisible();
    await a11y.check();
  });
});
