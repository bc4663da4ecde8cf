/**
 * The phone's buy bar on the product page (issue 29, part 6): at 360×740 the picture fills the
 * first view and the page's own Add to Cart is below it; the bar keeps price, Wishlist and Add to
 * Cart at the bottom of the screen, in the tab bar's place, and brings the size choice into view
 * when no size is chosen. Taps on it before the app takes over: e2e/early-taps.spec.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { listProducts, optionsOf as options, type ProductDto } from './catalog';
import { expect, test } from './fixtures';
import { appReady } from './shopper';

/** A product with several sizes and at most one colour: a size is all Add to Cart needs. */
async function productWithSizes(request: APIRequestContext): Promise<ProductDto> {
  const data = await listProducts(request);
  const product = data.find((p) => options(p, /^sizes?$/i).length > 1 && options(p, /^colou?rs?$/i).length <= 1);
  if (!product) throw new Error('no product with several sizes and at most one colour');
  return product;
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);

const buyBar = (page: Page) => page.getByRole('region', { name: 'Buy' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('the bar’s Add to Cart brings the sizes into view with the prompt, then adds the chosen size', async ({ page, a11y, request }) => {
  const product = await productWithSizes(request);
  const size = options(product, /^sizes?$/i)[1]!;
  // In the page as the server draws it (there at the first paint, nothing moves), in the tab bar's place.
  const html = await (await request.get(`/product/${product.id}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('aria-label="Buy"');
  expect(html).not.toContain('aria-label="Quick links"');
  await page.goto(`/product/${product.id}`);
  await appReady(page);

  const bar = buyBar(page);
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(tabBar(page)).toHaveCount(0);
  await expect(bar.getByText(rupees(product.discountedPrice ?? product.regularPrice), { exact: true })).toBeVisible();
  if (product.discountedPrice !== null) await expect(bar.getByText(rupees(product.regularPrice))).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
  const sizes = page.getByRole('group', { name: /Size/ });
  // The premise: on a phone the sizes are not all in the first view (and what is, is under the bar).
  await expect(sizes).not.toBeInViewport({ ratio: 1 });
  await a11y.check();

  await bar.getByRole('button', { name: 'Add to Cart' }).tap();
  await expect(sizes).toBeInViewport({ ratio: 1 });
  await expect(sizes).toHaveAccessibleDescription('Please select a size');
  await expect(page.getByText('You must select a size before adding to cart')).toBeVisible();
  await expect(sizes.getByRole('button').first()).toBeFocused();
  // Neither the sizes nor the prompt's notice is under the bar: its buttons stay within reach.
  await expect.poll(async () => (await box(sizes)).y + (await box(sizes)).height).toBeLessThanOrEqual((await box(bar)).y);
  const notice = page.locator('.notistack-SnackbarContainer').filter({ hasText: 'You must select a size' });
  expect((await box(notice)).y + (await box(notice)).height).toBeLessThanOrEqual((await box(bar)).y);
  await a11y.check();
  await page.screenshot({ path: 'e2e/.output/screens/buy-bar-360-size-prompt.png' });

  await sizes.getByRole('button', { name: size, exact: true }).tap();
  await expect(sizes.getByRole('button', { name: size, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByRole('button', { name: 'Add to Cart' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toHaveAccessibleName(new RegExp(`Size: ${size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`));
  // The cart is another page: the tab bar is back.
  await expect(tabBar(page)).toBeVisible();
  await expect(buyBar(page)).toHaveCount(0);
});

test('the bar’s heart toggles the wishlist, and its buttons show the keyboard focus', async ({ page, request }) => {
  const product = await productWithSizes(request);
  await page.goto(`/product/${product.id}`);
  await appReady(page);
  const bar = buyBar(page);
  const heart = bar.getByRole('button', { name: 'Add to Wishlist' });
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await heart.focus();
  await page.keyboard.press('Tab');
  const add = bar.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeFocused();
  await expect(add).toHaveCSS('outline-style', 'solid');
  await expect(add).toHaveCSS('outline-width', '3px');
});

test('the page’s last content scrolls clear of the bar', async ({ page, request }) => {
  const product = await productWithSizes(request);
  await page.goto(`/product/${product.id}`);
  await appReady(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true);
  // The footer's content: the last thing on the page.
  const lastContent = page.getByRole('contentinfo').locator(':scope > *').last();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect((await box(lastContent)).y + (await box(lastContent)).height).toBeLessThanOrEqual((await box(buyBar(page))).y);
});

test('no bar, and the tab bar, where the page shows no product', async ({ page }) => {
  await page.goto('/product/no-such-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await appReady(page);
  await expect(buyBar(page)).toHaveCount(0);
  await expect(tabBar(page)).toBeVisible();
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false });

  test('there is no bar: Add to Cart is beside the picture', async ({ page, request }) => {
    const product = await productWithSizes(request);
    // Before the app takes the page (the server drew the bar: CSS hides it) and after.
    await page.goto(`/product/${product.id}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(buyBar(page)).toBeHidden();
    await appReady(page);
    await expect(buyBar(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeInViewport();
  });
});
