/**
 * Every route of the shop, on a phone (390×844) and a desktop (1366×900), checked with axe: no
 * serious or critical WCAG 2.x A/AA violation. The phone pass also checks the open menu drawer.
 * The payment views have their own journeys.
 */
import type { Page } from '@playwright/test';
import { expect, test, type A11yFixture } from './fixtures';
import { firstProductId, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes';
import { appReady, seedCart, signIn } from './shopper';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** Opens a route and waits until its page and the store's name are in place, then runs axe. */
async function visitAndCheck(page: Page, a11y: A11yFixture, route: string) {
  await page.goto(route);
  await expect(page.locator('h1').first(), `heading on ${route}`).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await a11y.check();
}

for (const viewport of VIEWPORTS) {
  test.describe(`every route on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signed out', async ({ page, a11y, request }) => {
      test.setTimeout(120_000);
      const productRoute = `/product/${await firstProductId(request)}`;
      for (const route of [...PUBLIC_ROUTES, productRoute]) await visitAndCheck(page, a11y, route);
    });

    test('signed in, with a cart and a wishlist', async ({ page, a11y, request, context }) => {
      test.setTimeout(90_000);
      await signIn(request, context);
      await seedCart(request, context);
      await page.goto(`/product/${await firstProductId(request)}`);
      await appReady(page);
      // The page's own; on a phone the buy bar has its own heart after it.
      await page.getByRole('main').getByRole('button', { name: 'Add to Wishlist' }).first().click();
      for (const route of SIGNED_IN_ROUTES) await visitAndCheck(page, a11y, route);
    });
  });
}

test('the open phone menu drawer', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Track Order' })).toBeVisible();
  await a11y.check();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
