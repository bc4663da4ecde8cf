import { expect, test } from './fixtures';

test.describe('app shell', () => {
  test('home loads with the store name from the reference server', async ({ page, a11y, request }) => {
    const info = (await (await request.get('/api/v1/storeInfo')).json()) as { storeName: string };
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText(info.storeName)).toBeVisible();
    await expect.poll(() => page.title()).toContain(info.storeName);
    await expect(page.getByRole('contentinfo')).toContainText(info.storeName);
    await a11y.check();
  });

  test('an unknown URL shows the 404 page with a way home', async ({ page, a11y }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone the tab bar shows and the footer sections fold', async ({ page, a11y }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/no-such-page');
    const tabs = page.getByRole('navigation', { name: 'Quick links' });
    await expect(tabs.getByRole('link', { name: 'Cart' })).toBeVisible();
    const help = page.getByRole('contentinfo').getByRole('button', { name: 'Help' });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await help.click();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await a11y.check();
  });
});
