import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './shopper';

const persistedCart = (lines: unknown[]) =>
  JSON.stringify({ lines: JSON.stringify(lines), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

/** Opens /login carrying `from` in its navigation state, as RequireAuth or the cart would, before the app starts. */
async function openLoginFrom(page: Page, from: string) {
  await page.addInitScript((value) => {
    if (window.location.pathname === '/login') window.history.replaceState({ usr: { from: value }, key: 'e2e', idx: 0 }, '');
  }, from);
  await page.goto('/login');
}

test.describe('answers and stored data that used to break pages', () => {
  test('a stored cart with a lone surrogate id and a quantity of 1e308 still opens, held to 99', async ({ page, a11y }) => {
    const good = { id: 'p-1', name: 'Skipping Rope', image: '', price: 349, quantity: 1e308, selectedSize: '', selectedColor: '' };
    await page.addInitScript(
      (value) => window.localStorage.setItem('cart', value),
      persistedCart([{ ...good, id: '\ud800x', name: 'Broken' }, good]),
    );
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Skipping Rope' })).toBeVisible();
    await expect(page.getByText('Subtotal (99 items)')).toBeVisible();
    await expect(page.getByText('Broken')).toHaveCount(0);
    await expect(page.getByText(/Unexpected Application Error|Infinity|NaN/)).toHaveCount(0);
    await a11y.check();
  });

  test("a screen that fails to load shows the shop's error view, and Try Again brings it back", async ({ page, a11y }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Browse Collection' })).toBeVisible();
    // Offline, or a deploy replaced the screen's chunk: its script cannot be fetched.
    const blockScripts = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route(/\.js(\?.*)?$/, blockScripts);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error|ChunkLoadError|at .*\.js/)).toHaveCount(0);
    await a11y.check();

    await page.unroute(/\.js(\?.*)?$/, blockScripts);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Track Your Order', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test('the sign-in page returns a signed-in shopper to an in-app return path', async ({ page, context, request }) => {
    await signIn(request, context);
    await openLoginFrom(page, '/track-order');
    await expect(page.getByRole('heading', { name: 'Track Your Order', level: 1 })).toBeVisible();
  });

  for (const from of ['/..//evil.example', '/%2e%2e//evil.example', '/x/..//evil.example']) {
    test(`the sign-in page goes home instead of crashing for the return path ${from}`, async ({ page, context, request, a11y }) => {
      await signIn(request, context);
      await openLoginFrom(page, from);
      await expect(page.getByRole('link', { name: 'Browse Collection' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByText(/Unexpected Application Error|Something went wrong/)).toHaveCount(0);
      await a11y.check();
    });
  }
});

test('a mangled link opens the shop, never a raw error', async ({ page, a11y }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  // A product id no product has is the shop's Product Not Found page, with its 404 for crawlers.
  const links: Array<[string, string | RegExp, number]> = [
    ['/login?from=%00x', 'Welcome back', 200],
    ['/login?from=%ED%A0%80', 'Welcome back', 200],
    ['/track-order?id=%zz', 'Track Your Order', 200],
    ['/products?category=%E0%A4%A', /.+/, 200],
    [`/cart?ref=${'x'.repeat(4_000)}`, 'Shopping Cart', 200],
    ['/product/%zz', 'Product Not Found', 404],
  ];
  for (const [link, heading, status] of links) {
    const response = await page.goto(link);
    expect([link, response?.status(), response?.headers()['content-type']]).toEqual([link, status, expect.stringMatching(/^text\/html/)]);
    await expect(page.getByRole('heading', { level: 1, name: heading }), link).toBeVisible();
  }
  await a11y.check();
  expect(errors).toEqual([]);
});
