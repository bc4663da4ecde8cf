/** Notices on a phone: one per message, clear of what there is to tap, gone with the page they belong to. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listProducts, optionsOf } from './catalog';
import { appReady, pay, placeOrder, seedCart, signIn } from './shopper';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** notistack's notices: each is an alert in its container. */
const notices = (page: Page) => page.locator('.notistack-SnackbarContainer').getByRole('alert');

/** The controls on screen whose box the notice's box overlaps. */
async function controlsCovered(page: Page, notice: Locator): Promise<string[]> {
  const box = (await notice.boundingBox())!;
  return page.evaluate((n) => {
    const container = document.querySelector('.notistack-SnackbarContainer');
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')) {
      if (container?.contains(control) || control.closest('[inert], [aria-hidden="true"]')) continue;
      const r = control.getBoundingClientRect();
      const shown = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && getComputedStyle(control).visibility !== 'hidden';
      if (shown && r.left < n.x + n.width && r.right > n.x && r.top < n.y + n.height && r.bottom > n.y) {
        covered.push((control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 40));
      }
    }
    return covered;
  }, box);
}

test('"Please select a size" covers none of the controls it is about, nor the buy bar', async ({ page, request, a11y }) => {
  const product = (await listProducts(request)).find((p) => optionsOf(p, /^sizes?$/i).length > 1)!;
  await page.goto(`/product/${product.id}`);
  await appReady(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  const notice = notices(page).filter({ hasText: 'Please select a size' });
  await expect(notice).toBeVisible();
  // Once the sizes have come into view (the page glides there).
  await expect(page.getByRole('group', { name: /Size/ }).getByRole('button').first()).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY), { intervals: [100] }).toBeGreaterThan(0);
  await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
  await expect.poll(() => controlsCovered(page, notice)).toEqual([]);
  await a11y.check();

  // The buy bar's own Add to Cart, tapped again and again: one notice, not a pile.
  const buyBar = page.getByRole('region', { name: 'Buy' });
  for (let tap = 0; tap < 3; tap++) await buyBar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(notices(page).filter({ hasText: 'Please select a size' })).toHaveCount(1);
  await expect.poll(() => controlsCovered(page, notices(page).first())).toEqual([]);
});

test('tracking an order three times shows one "Order found"; a notice of the payment page is gone on Orders', async ({
  page,
  context,
  request,
  a11y,
}) => {
  test.slow();
  const email = await signIn(request, context);
  await seedCart(request, context);
  const orderId = await placeOrder(page, () => Promise.resolve());

  // A refused payment form, then the same form put right and paid: on to Orders.
  await pay(page, /Cash on delivery/, async () => {
    await page.getByRole('textbox', { name: /E-mail for the receipt/ }).fill('asha@example');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(notices(page).filter({ hasText: 'Validation Error' })).toBeVisible();
    await page.getByRole('textbox', { name: /E-mail for the receipt/ }).fill('asha@example.in');
  });
  await expect(page).toHaveURL(/\/orders$/);
  // The notice raised as the page moved on belongs to the page it moved to; the one the payment
  // page raised a moment before is gone with that page: it slides out at once, well within the
  // five seconds after which it would have hidden by itself.
  await expect(notices(page).filter({ hasText: 'Payment initiated' })).toBeVisible();
  await expect(notices(page).filter({ hasText: 'Validation Error' })).toHaveCount(0, { timeout: 2_000 });
  await expect(notices(page).filter({ hasText: 'Payment initiated' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Order #${orderId}` })).toBeVisible();

  await page.goto(`/track-order?id=${orderId}`);
  // Signed in: the account's e-mail is filled in.
  await expect(page.getByRole('textbox', { name: /Email or phone/ })).toHaveValue(email);
  for (let tap = 0; tap < 3; tap++) {
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('region', { name: `Order #${orderId}` })).toBeVisible();
  }
  await expect(notices(page).filter({ hasText: 'Order found' })).toHaveCount(1);
  await expect.poll(() => controlsCovered(page, notices(page).first())).toEqual([]);
  await a11y.check();
});
