import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_REQUESTED } from '../rules/passwordReset';
import { expect, test } from './fixtures';
import { mailsTo } from './inbox';
import { runShopCommand } from './shopCommand';
import { APP_URL, pay, placeOrder, registerShopper, seedCart, signIn } from './shopper';

test('a cash-on-delivery order is confirmed by e-mail; shipped by the shop’s command, its tracking number shows on Orders and Track order and in the "shipped" e-mail', async ({
  page,
  context,
  request,
  a11y,
}) => {
  const email = await signIn(request, context);
  await seedCart(request, context);
  const orderId = await placeOrder(page, () => Promise.resolve());
  await pay(page, /Cash on delivery/, () => Promise.resolve());
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(order.getByText('Not available')).toBeVisible();

  const [confirmation] = await mailsTo(email, new RegExp(`^Order ${orderId} confirmed: cash on delivery$`));
  expect(confirmation!.text).toContain('Payment: Cash on delivery (pay ₹');
  expect(confirmation!.text).toContain('4 Lake View\nPune, Maharashtra 411001');
  expect(confirmation!.text).toContain(`View your order: ${APP_URL}/orders`);
  expect(confirmation!.html).toContain(`href="${APP_URL}/orders"`);

  expect(await runShopCommand('orders', ['ship', orderId, '--tracking', 'AWB123'])).toBe(
    `Order ${orderId} shipped (tracking number AWB123); the shopper is told.`,
  );
  await page.reload();
  await expect(order.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(order.getByText('AWB123')).toBeVisible();
  await a11y.check();

  await page.goto(`/track-order?id=${orderId}`);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const tracked = page.getByRole('region', { name: `Order #${orderId}` });
  await expect(tracked.getByText('AWB123', { exact: true })).toBeVisible();

  const [shipped] = await mailsTo(email, new RegExp(`^Order ${orderId} has shipped$`));
  expect(shipped!.text).toContain('Its tracking number is AWB123.');
  expect(shipped!.text).toContain('Tracking number: AWB123');
  expect(await mailsTo(email, /confirmed/)).toHaveLength(1);
});

test('a forgotten password: the link by e-mail, a new password, and signing in with it; the link works once', async ({
  page,
  request,
  a11y,
}) => {
  const shopper = await registerShopper(request, { label: 'forgetful' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await a11y.check();
  await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(RESET_REQUESTED)).toBeVisible();

  const [mail] = await mailsTo(shopper.email, /^Reset your .+ password$/);
  const link = /(http:\S+\/reset-password\?token=[\w-]+)/.exec(mail!.text)![1]!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await a11y.check();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a-new-secret');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('a-new-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(PASSWORD_CHANGED)).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await page.getByLabel(/^Password/).fill('a-new-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully.')).toBeVisible();

  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-secret');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('another-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(RESET_LINK_INVALID)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
});
