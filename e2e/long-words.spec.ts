/** A long word (a pasted link, a long street name) wraps on a 390 px phone: nothing widens the page. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedCart, signIn } from './shopper';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const LINK = 'https://www.example.com/products/running-shoes-and-more?utm_source=share';
const STREET = 'Flat4B-SunshineApartments-80FeetRoad-Koramangala-FourthBlock-Bengaluru';

/** How far the page reaches past the screen's right edge (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The element's box sits inside the screen's width. */
async function expectWithinScreen(page: Page, name: string, box: { x: number; width: number } | null) {
  expect(box, name).not.toBeNull();
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(390);
}

test('a pasted link as the search: the heading wraps, the tab bar stays on screen', async ({ page, a11y }) => {
  expect(LINK.length).toBeGreaterThan(69);
  await page.goto(`/search?q=${encodeURIComponent(LINK)}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(LINK);
  await expect.poll(() => overflow(page)).toBe(0);
  await expectWithinScreen(page, 'the heading', await heading.boundingBox());
  await expectWithinScreen(page, 'the tab bar', await page.getByRole('navigation', { name: 'Quick links' }).boundingBox());
  await a11y.check();
});

test('the header’s Login button keeps clear of the screen’s right edge', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
  const box = (await login.boundingBox())!;
  expect(390 - (box.x + box.width), 'room right of Login').toBeGreaterThanOrEqual(8);
  const menu = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
  expect(menu.x, 'the menu button starts on screen').toBeGreaterThanOrEqual(0);
});

test('a long street name wraps on the payment page and in Orders', async ({ page, context, request, a11y }) => {
  test.slow();
  await signIn(request, context);
  await seedCart(request, context);
  await page.goto('/checkout');
  for (const [label, value] of [
    ['Full name', 'Asha Rao'],
    ['Address', STREET],
    ['Pincode', '411001'],
    ['City', 'Pune'],
    ['State', 'Maharashtra'],
    ['Phone', '+919876543210'],
  ] as const) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByText(STREET, { exact: false }).first()).toBeVisible();
  await expect.poll(() => overflow(page)).toBe(0);
  await a11y.check();

  await page.goto('/orders');
  await expect(page.getByText(STREET, { exact: false }).first()).toBeVisible();
  await expect.poll(() => overflow(page)).toBe(0);
});
