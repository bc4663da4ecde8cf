import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDto, StoreInfoDto } from '../server/src/contracts';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { layoutShiftTotal, watchLayoutShifts } from './layoutShift';
import { appReady, seedCart, signIn } from './shopper';

// The reference server renders the shop's pages with their data (src/app/ssr); the browser
// hydrates them from the data in the page, asking the API for nothing it shows.

async function firstProduct(request: APIRequestContext): Promise<ProductDto> {
  const { data } = (await (await request.get('/api/v1/products?limit=1')).json()) as { data: ProductDto[] };
  if (!data[0]) throw new Error('the shop has no product');
  return data[0];
}

const inr = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** What the browser does on its own after the HTML: API requests, and any error or hydration warning. */
function watch(page: Page) {
  const api: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { api, problems };
}

/** Every title the tab shows from the first byte on (a server-drawn page must not flash another). */
async function watchTitles(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownTitles: shown });
    new MutationObserver(() => {
      if (document.title && shown.at(-1) !== document.title) shown.push(document.title);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownTitles: string[] }).shownTitles);
}

/** Resolves once the app has hydrated the page (it marks that moment) and the network is quiet. */
async function hydrated(page: Page) {
  await appReady(page);
  await page.waitForLoadState('networkidle');
}

test.describe('pages rendered with their data', () => {
  // As shoppers load the pages: with the service worker.
  test.use({ serviceWorkers: 'allow' });

  test("the HTML holds the product's name, price and picture, and an unknown product is a 404", async ({ request }) => {
    const product = await firstProduct(request);
    const response = await request.get(`/product/${product.id}`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/^public, .*s-maxage=/);
    const html = await response.text();
    expect(html).toContain(`>${product.title}</h1>`);
    expect(html).toContain(inr(product.discountedPrice ?? product.regularPrice));
    const picture = new RegExp(`<img[^>]*src="${product.imgUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(picture).toContain('fetchPriority="high"');
    expect(picture).toMatch(/width="\d+" height="\d+"/);

    const missing = await request.get('/product/no-such-product', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('>Product Not Found</h1>');
  });

  for (const path of ['/', '/products', '/products?category=sports%20shoes', 'product', '/terms']) {
    test(`${path === 'product' ? '/product/{id}' : path}: hydrated without a warning, and no API request for what it shows`, async ({
      page,
      request,
      a11y,
    }) => {
      const product = await firstProduct(request);
      const info = (await (await request.get('/api/v1/storeInfo')).json()) as StoreInfoDto;
      const seen = watch(page);
      const titles = await watchTitles(page);
      await page.goto(path === 'product' ? `/product/${product.id}` : path);
      await hydrated(page);
      // The server's title, kept through hydration: not the store name alone while the screen hydrates.
      expect(await titles()).toEqual([await page.title()]);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByText(info.storeName)).toBeVisible();
      await expect(page.locator('h1')).toBeVisible();
      expect(seen.api).toEqual([]);
      expect(seen.problems).toEqual([]);
      await a11y.check();
    });
  }

  test("the shopper's cart and session fill in after hydration, without a layout shift", async ({ page, context, request }) => {
    await signIn(request, context);
    await seedCart(request, context);
    const product = await firstProduct(request);
    await watchLayoutShifts(page);
    const seen = watch(page);
    // The page is the one everybody gets: signed out, an empty cart.
    const html = await (await request.get(`/product/${product.id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('aria-label="Cart, 0 items"');
    await page.goto(`/product/${product.id}`);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My account', exact: true })).toBeVisible();
    expect(seen.problems).toEqual([]);
    const shifted = await layoutShiftTotal(page);
    expect(shifted).toBeLessThanOrEqual(0.02);
  });

  test('without JavaScript, the pages are readable and accessible', async ({ browser, page, request }) => {
    // Four pages through axe.
    test.slow();
    const product = await firstProduct(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await noScript.goto(`/product/${product.id}`);
      await expect(noScript.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(noScript.getByText(inr(product.discountedPrice ?? product.regularPrice)).first()).toBeVisible();
      await expect(noScript.getByRole('img', { name: product.title })).toBeVisible();
      await noScript.goto('/products');
      await expect(noScript.getByRole('article').first()).toBeVisible();
    } finally {
      await context.close();
    }
    // axe needs JavaScript in the page, so the app's own scripts are the ones kept out.
    await page.route(/\.js$/, (route) => route.abort());
    for (const url of ['/', '/products', `/product/${product.id}`, '/terms']) {
      await page.goto(url);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
});
