import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface ProductDto {
  id: string;
  title: string;
  attributes: { key: string; value: string[] }[];
}

/** A product of the given listing page with more than one size, so that one must be chosen. */
async function productWithSizes(request: APIRequestContext, page: number): Promise<ProductDto> {
  const body = (await (await request.get(`/api/v1/products?page=${page}&limit=12`)).json()) as { data: ProductDto[] };
  const found = body.data.find((p) => (p.attributes.find((a) => /^sizes?$/i.test(a.key))?.value.length ?? 0) > 1);
  if (!found) throw new Error(`no product with several sizes on page ${page}`);
  return found;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/.output/screens/${name}.png`, fullPage: true });

test.describe('browse and buy', () => {
  test('home → category → page 2 → product → size → Add to Cart → cart', async ({ page, a11y, request }) => {
    // Five pages, each checked with axe: more than the default 30 s on a loaded 2-core machine.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Products' });
    await expect(featured.getByRole('article')).toHaveCount(4);
    await a11y.check();
    await shot(page, 'home-1280');

    await page.getByRole('region', { name: 'Shop by Category' }).getByRole('link', { name: 'Fitness Accessories' }).click();
    await expect(page).toHaveURL(/\/products\?category=fitness%20accessories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness Accessories' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fitness Accessories' }).getByRole('article').first()).toBeVisible();
    await a11y.check();

    // No single category holds more than a page of the seeded catalogue: page 2 is browsed on All Products.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByText(/^Showing 1 to 12 of \d+ items$/)).toBeVisible();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page.getByText(/^Showing 13 to 24 of \d+ items$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await a11y.check();
    await shot(page, 'products-1280');

    const product = await productWithSizes(request, 2);
    await page.getByRole('article', { name: product.title }).getByRole('link', { name: product.title }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByText(`Product ID: ${product.id.slice(0, 8)}`)).toBeVisible();
    await a11y.check();
    await shot(page, 'product-1280');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('You must select a size before adding to cart')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    const sizes = page.getByRole('group', { name: /Size/ });
    const size = (await sizes.getByRole('button').nth(1).textContent()) ?? '';
    await sizes.getByRole('button', { name: size }).click();
    // Several colours must be chosen too, as a size is.
    const colours = page.getByRole('group', { name: /^Colour/ });
    if ((await colours.getByRole('button').count()) > 1) {
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('You must select a colour before adding to cart')).toBeVisible();
      await colours.getByRole('button').first().click();
    }
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('main').getByText(product.title)).toBeVisible();
    await expect(page.getByRole('main').getByText(size, { exact: false }).first()).toBeVisible();
    const stored = await page.evaluate(() => window.localStorage.getItem('cart'));
    expect(JSON.parse(JSON.parse(stored ?? '{}').lines as string)).toEqual([
      expect.objectContaining({ id: product.id, quantity: 1, selectedSize: size }),
    ]);
    await a11y.check();
  });

  test('the URL reproduces the listing: shared links, back and forward', async ({ page, a11y }) => {
    await page.goto('/products?category=men&parentCategory=Kurtas');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurtas' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sub-category' })).toHaveValue('Kurtas');
    await a11y.check();

    await page.getByRole('combobox', { name: 'Sub-category' }).selectOption({ label: 'Jackets' });
    await expect(page).toHaveURL(/parentCategory=Jackets/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jackets' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Kurtas' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Jackets' })).toBeVisible();

    await page.goto('/products/does-not-exist');
    await expect(page).toHaveURL(/\/product\/does-not-exist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await a11y.check();
  });
});

test.describe('card hints', () => {
  test('a card button names itself on hover and on keyboard focus; Escape hides the hint', async ({ page, a11y }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Featured Products' }).getByRole('article').first();
    const hint = (text: string) => card.locator('.hover-hint', { hasText: text });
    await expect(hint('Quick View')).toBeHidden();

    await card.getByRole('button', { name: 'Quick View' }).hover();
    await expect(hint('Quick View')).toBeVisible();
    await a11y.check();
    await page.keyboard.press('Escape');
    await expect(hint('Quick View')).toBeHidden();

    await page.mouse.move(0, 0);
    await card.getByRole('button', { name: 'Add to Cart' }).focus();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Quick View' })).toBeFocused();
    await expect(hint('Quick View')).toBeVisible();
    await expect(hint('Add to Cart')).toBeHidden();
    // The hint in the card's corner stays inside the card (cards clip what overflows them).
    await card.getByRole('button', { name: 'Add to Wishlist' }).hover();
    const [cardBox, cornerBox] = await Promise.all([card.boundingBox(), hint('Add to Wishlist').boundingBox()]);
    expect(cornerBox!.x + cornerBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  });
});

test.describe('on a phone (touch, 375px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('card actions are visible without hover; screens fit the width', async ({ page, a11y }) => {
    await page.goto('/');
    const firstCard = page.getByRole('region', { name: 'Featured Products' }).getByRole('article').first();
    await expect(firstCard.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(firstCard.getByRole('button', { name: 'Add to Cart' })).toHaveCSS('opacity', '1');
    await a11y.check();
    await page.screenshot({ path: 'e2e/.output/screens/home-375-top.png' });
    await firstCard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/.output/screens/home-375-featured.png' });

    await firstCard.getByRole('button', { name: 'Add to Cart' }).tap();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.goto('/products?page=2');
    await expect(page.getByRole('button', { name: '3 columns' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await a11y.check();
    await page.screenshot({ path: 'e2e/.output/screens/products-375-top.png' });
    await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/.output/screens/products-375-pagination.png' });

    const card = page.getByRole('list', { name: 'All Products' }).getByRole('article').first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The page's own; the phone's buy bar has another after it.
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
    await a11y.check();
    await page.screenshot({ path: 'e2e/.output/screens/product-375-top.png' });
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/.output/screens/product-375-buy.png' });
  });
});
