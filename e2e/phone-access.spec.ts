/** Focus, keyboard, the e-mail rule and the phone layout, on a phone (390×844). */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './shopper';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** WCAG relative luminance contrast of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const waitForStore = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test('focus moves to each new page’s heading, the title is announced, and sign-in starts in its e-mail field', async ({ page, a11y }) => {
  await page.goto('/');
  await waitForStore(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(/^Track Order \| /);
  await a11y.check();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toBeFocused();
});

test('sign-in refuses shopper@example without sending anything, and focuses the field in error', async ({ page }) => {
  const attempts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/users/authorize')) attempts.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toBeFocused();
  await page.getByRole('textbox', { name: /^Email/ }).fill('shopper@example');
  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toBeFocused();
  expect(attempts).toEqual([]);
});

test('a filled button shows a clear focus ring when reached by keyboard', async ({ page }) => {
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(signIn).toBeFocused();
  const ring = await signIn.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring).toEqual({ style: 'solid', width: 3 });
});

test('phone layout: two-column grid, 44px touch targets, a readable footer, the whole brand name', async ({ page, request }) => {
  const storeName = ((await (await request.get('/api/v1/storeInfo')).json()) as { storeName: string }).storeName;
  await page.goto('/products');
  const cards = page.getByRole('list', { name: 'All Products' }).getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
  expect(Math.abs(first.y - second.y)).toBeLessThan(1);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);

  const header = page.getByRole('navigation', { name: 'Main' });
  for (const name of [/^Open menu$/, /^Wishlist/, /^Cart/]) {
    const target = await box(header.getByRole(name.source.includes('menu') ? 'button' : 'link', { name }));
    expect(target.width, `${name}`).toBeGreaterThanOrEqual(44);
    expect(target.height, `${name}`).toBeGreaterThanOrEqual(44);
  }

  const footer = page.getByRole('contentinfo');
  for (const name of ['Help', 'Company']) {
    const toggle = footer.getByRole('button', { name });
    expect((await box(toggle)).height).toBeGreaterThanOrEqual(44);
    const colours = await toggle.evaluate((element) => ({
      icon: getComputedStyle(element.querySelector('svg')!).color,
      background: getComputedStyle(element.closest('footer')!).backgroundColor,
    }));
    expect(contrast(colours.icon, colours.background)).toBeGreaterThanOrEqual(3);
  }
  const headingLefts = await footer
    .locator('h2')
    .evaluateAll((headings) => headings.map((h) => Math.round(h.getBoundingClientRect().left)));
  expect(new Set(headingLefts).size).toBe(1);

  await page.setViewportSize({ width: 360, height: 740 });
  const brand = header.getByRole('link', { name: storeName });
  await expect(brand).toBeVisible();
  const name = brand.getByText(storeName);
  const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  expect(fits).toBe(true);
  expect((await box(name)).x + (await box(name)).width).toBeLessThanOrEqual((await box(header.getByRole('link', { name: /^Wishlist/ }))).x);
  await page.screenshot({ path: 'e2e/.output/screens/header-360.png' });
});

test('cart quantity buttons are 44px touch targets', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/v1/products?limit=100')).json()) as {
    data: { id: string; attributes: { key: string; value: string[] }[] }[];
  };
  const plain = data.find((p) => p.attributes.every((a) => !/^(sizes?|colou?rs?)$/i.test(a.key) || a.value.length <= 1))!;
  await page.goto(`/product/${plain.id}`);
  await appReady(page);
  // The page's own; the phone's buy bar has another after it.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const name of [/^Decrease quantity of/, /^Increase quantity of/, /^Remove .* from cart$/]) {
    const target = await box(page.getByRole('button', { name }));
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
  }
});
