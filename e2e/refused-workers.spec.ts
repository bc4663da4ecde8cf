/**
 * A browser that refuses service workers (Firefox private windows, enterprise policies, privacy
 * browsers) gets the whole shop without offline support, and not one uncaught error or unhandled
 * rejection: every public route, then the checkout journey to the paid order.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstProductId, PUBLIC_ROUTES } from './routes';
import { pay, placeOrder, seedCart, signIn } from './shopper';

// Playwright's block makes `register` resolve with nothing after this warning, as some browsers do.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
const REFUSED = 'Service Worker registration blocked by Playwright';

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Opens a route and waits until the page has asked for its worker and had the answer. */
async function visit(page: Page, route: string) {
  const refused = page.waitForEvent('console', (message) => message.text() === REFUSED);
  await page.goto(route);
  await expect(page.locator('h1').first(), `heading on ${route}`).toBeVisible();
  await refused;
  // A round trip through the page: whatever the refusal caused has been reported by now.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('every public route opens without an error when service workers are refused', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  for (const route of [...PUBLIC_ROUTES, `/product/${await firstProductId(request)}`]) await visit(page, route);
  await expect(page.getByText('A new version is available')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('checkout and payment work without an error when service workers are refused', async ({ page, request, context }) => {
  test.slow();
  const errors = collectPageErrors(page);
  await signIn(request, context);
  await seedCart(request, context);
  await visit(page, '/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await placeOrder(page, () => Promise.resolve());
  await pay(page, /scan a QR code/, () => Promise.resolve());
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible({ timeout: 15_000 });

  // Offline support is gone, but the offline banner still follows the browser's connection.
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(page.getByText(/^You're offline\./)).toBeVisible();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(/^You're offline\./)).toHaveCount(0);
  expect(errors).toEqual([]);
});
