import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './shopper';

interface StoreInfo {
  storeName: string;
  companyName: string;
  policies: Record<string, string>;
}

// Each vector would set window.__xss or open a dialog if it ever ran.
const HOSTILE_TERMS = [
  '<h2>Hostile terms</h2>',
  '<p>Before the script.</p>',
  "<script>window.__xss = true; alert('script')</script>",
  '<p>After the script.</p>',
  '<img src="/no-such-image.png" alt="Broken image" onerror="window.__xss = true; alert(\'img\')">',
  '<svg onload="window.__xss = true; alert(\'svg\')"><circle r="5"></circle></svg>',
  '<p>Between the vectors.</p>',
  '<p><a href="javascript:window.__xss = true; alert(\'link\')">Claim your prize</a></p>',
  '<iframe srcdoc="<script>parent.__xss = true; parent.alert(\'iframe\')</script>"></iframe>',
  '<form action="javascript:window.__xss = true"><input name="q" autofocus onfocus="window.__xss = true">' +
    '<button type="submit">Submit the form</button></form>',
  '<details open ontoggle="window.__xss = true"><summary>More</summary>Details text.</details>',
  '<p>Terms of {{companyName}}. <a href="/contact">Contact the shop</a></p>',
].join('');

/**
 * Opens the terms page with the hostile text. The page server reads store info itself, never
 * through the browser where this mock lives, so the page is reached the way a shopper following
 * a link gets it: from a screen the browser draws (contact), through the footer.
 */
async function openHostileTerms(page: Page) {
  await serveHostileTerms(page);
  await page.goto('/contact');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
}

async function serveHostileTerms(page: Page) {
  await page.route('**/api/v1/storeInfo', async (route) => {
    const response = await route.fetch();
    const info = (await response.json()) as StoreInfo;
    await route.fulfill({ response, json: { ...info, policies: { ...info.policies, terms: HOSTILE_TERMS } } });
  });
}

test.describe('policy pages', () => {
  test.describe('server HTML', () => {
    // Without the page's CSP, so the sanitizer alone is what stops the vectors.
    test.use({ bypassCSP: true });

    test('none of the XSS vectors in a server policy runs, and the text around them shows', async ({ page, a11y }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await openHostileTerms(page);

      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { name: 'Hostile terms' })).toBeVisible();
      for (const text of ['Before the script.', 'After the script.', 'Between the vectors.', 'Details text.']) {
        await expect(article.getByText(text)).toBeVisible();
      }
      await expect(article).toContainText('Terms of Stride & Sweat Retail Pvt. Ltd.');
      await expect(page).toHaveTitle('Terms & Conditions | Stride & Sweat Retail Pvt. Ltd.');

      // The dangerous elements and attributes never reach the page.
      const content = article
        .locator('div')
        .filter({ has: page.getByRole('heading', { name: 'Hostile terms' }) })
        .last();
      await expect(content.locator('script, svg, iframe, form, input, button')).toHaveCount(0);
      await expect(content.locator('[onerror], [onload], [onfocus], [ontoggle]')).toHaveCount(0);
      await expect(article.getByRole('link', { name: 'Claim your prize' })).toHaveCount(0);
      await expect(article.getByText('Claim your prize')).toBeVisible();
      await article.getByText('Claim your prize').click();

      // The broken image has settled, the only vector that waits for the network: an image turns
      // `complete` with no width in the same task that fires its error event, so any onerror has run.
      const broken = article.getByRole('img', { name: 'Broken image' });
      await expect(broken).toHaveJSProperty('complete', true);
      await expect(broken).toHaveJSProperty('naturalWidth', 0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);

      await a11y.check();
    });

    test('a link in server HTML into the shop navigates inside the app', async ({ page }) => {
      await openHostileTerms(page);
      await page.evaluate(() => {
        (window as unknown as { __samePage?: boolean }).__samePage = true;
      });
      await page.getByRole('link', { name: 'Contact the shop' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      // A full page load would have dropped the marker.
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    });
  });

  test('a default policy text carries the company details and passes axe', async ({ page, a11y, request }) => {
    const info = (await (await request.get('/api/v1/storeInfo')).json()) as StoreInfo & { companyEmail: string };
    await page.goto('/privacy');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
    await expect(article.getByText(`Grievance Officer, ${info.companyName}`)).toBeVisible();
    await expect(article.getByText('Office hours: Monday-Friday, 10:00-17:00')).toBeVisible();
    await expect(article.getByRole('link', { name: info.companyEmail }).first()).toHaveAttribute('href', `mailto:${info.companyEmail}`);
    await expect(page).toHaveTitle(`Privacy Policy | ${info.companyName}`);
    await a11y.check();
  });

  test('the seeded server text replaces the default shipping policy', async ({ page, a11y }) => {
    await page.goto('/shipping');
    const article = page.getByRole('article');
    await expect(article.getByText('Stride & Sweat Retail Pvt. Ltd. ships every order free of charge anywhere in India.')).toBeVisible();
    await expect(article.getByRole('img', { name: 'Stride & Sweat Retail Pvt. Ltd. logo' })).toBeVisible();
    await a11y.check();
  });

  test('the footer reaches every policy page', async ({ page }) => {
    await page.goto('/refund');
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    for (const [label, heading] of [
      ['Return Policy', 'Return Policy'],
      ['Terms & Conditions', 'Terms & Conditions'],
      ['About Us', 'About Us'],
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('an unknown policy slug redirects to the 404 page', async ({ page }) => {
    await page.goto('/warranty');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});
