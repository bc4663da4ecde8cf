import { expect, expectNoA11yViolations, test } from './fixtures';
import { pay, placeOrder, seedCart, signIn } from './shopper';

test('a signed-out visitor tracks an order by number and e-mail; a wrong e-mail is refused', async ({
  page,
  context,
  request,
  browser,
}) => {
  const email = await signIn(request, context);
  await seedCart(request, context);
  const orderId = await placeOrder(page, () => Promise.resolve());
  await pay(page, /Cash on delivery/, () => Promise.resolve());
  await expect(page).toHaveURL(/\/orders$/);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/track-order?id=${orderId}`);
  await expect(visitorPage.getByRole('textbox', { name: /Order number/ })).toHaveValue(orderId);
  await expect(visitorPage.getByText('Using your account email by default')).toHaveCount(0);
  await expectNoA11yViolations(visitorPage);

  await visitorPage.getByRole('textbox', { name: /Email or phone/ }).fill('not.the.buyer@example.in');
  await visitorPage.getByRole('button', { name: 'Track Order' }).click();
  await expect(visitorPage.getByText('Failed to find order. Please check your information and try again.')).toBeVisible();
  await expect(visitorPage.getByRole('region', { name: `Order #${orderId}` })).toHaveCount(0);

  await visitorPage.getByRole('textbox', { name: /Email or phone/ }).fill(email);
  await visitorPage.getByRole('button', { name: 'Track Order' }).click();
  await expect(visitorPage.getByText('Order found')).toBeVisible();
  const result = visitorPage.getByRole('region', { name: `Order #${orderId}` });
  await expect(result.getByText('Processing', { exact: true })).toBeVisible();
  await expect(result.getByText('4 Lake View, Pune, Maharashtra, 411001')).toBeVisible();
  await expect(result.getByRole('row')).toHaveCount(3);
  await expectNoA11yViolations(visitorPage);
  await visitor.close();
});

test('a signed-in shopper finds the account e-mail already filled in', async ({ page, context, request, a11y }) => {
  const email = await signIn(request, context);
  await page.goto('/track-order');
  await expect(page.getByRole('textbox', { name: /Email or phone/ })).toHaveValue(email);
  await expect(page.getByText('Using your account email by default')).toBeVisible();
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Required fields')).toBeVisible();
  await a11y.check();
});
