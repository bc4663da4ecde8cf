import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDto } from '../server/src/contracts';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { signIn } from './shopper';

// Hosting without a Node server (a CDN serving dist/): the build's prerendered first screens
// (src/app/prerender, scripts/PrerenderPlugin.ts) answer /, /products and /product/{id}, as a
// static host's rewrites would (prerendered.json). The same bundle that hydrates the page
// server's HTML hydrates these skeletons, then fetches the data, without a loading state or an
// error in between.

const HERO = 'Gear up for every workout, run and game';

interface PrerenderedEntry {
  file: string;
  pattern: string;
  unlessQuery: string[];
}

/** Answers page navigations as a static host does: the prerendered file of the address, else index.html. */
async function staticHost(page: Page, request: APIRequestContext) {
  const entries = (await (await request.get('/prerendered.json')).json()) as PrerenderedEntry[];
  const files = new Map<string, string>();
  const read = async (file: string) => {
    if (!files.has(file)) files.set(file, await (await request.get(`/${file}`)).text());
    return files.get(file)!;
  };
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const url = new URL(route.request().url());
    const entry = entries.find(
      (candidate) =>
        new RegExp(`^${candidate.pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(url.pathname) &&
        !candidate.unlessQuery.some((name) => url.searchParams.has(name)),
    );
    await route.fulfill({ contentType: 'text/html; charset=utf-8', body: await read(entry?.file ?? 'index.html') });
  });
}

async function firstProductId(request: APIRequestContext): Promise<string> {
  const { data } = (await (await request.get('/api/v1/products?limit=1')).json()) as { data: ProductDto[] };
  if (!data[0]) throw new Error('the shop has no product');
  return data[0].id;
}

/**
 * Records, from the first paint of the HTML on, whether the main region ever lost what the page
 * showed (a blank #root) or showed the loading spinner: either is the flash a shopper would see.
 */
async function watchForFlash(page: Page) {
  // The route's lazy chunks (all but the entry's) arrive only after the main bundle has run, as on
  // a slow phone: a render that does not wait for them shows its fallback.
  await page.route(/\/(?!(runtime|react|mui|vendor|main)\.)[\w-]+\.[0-9a-f]{8}\.js$/, async (route) => {
    await page.waitForFunction(() => document.readyState !== 'loading');
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { flashes: string[] }).flashes = seen;
    let painted = false;
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (!main) {
        if (painted) seen.push('no main region');
        return;
      }
      painted = true;
      if (main.querySelector('[role="progressbar"]')) seen.push('loading spinner');
      if (!main.querySelector('h1, [data-testid="product-detail-skeleton"]')) seen.push('no heading or skeleton');
    }).observe(document, { childList: true, subtree: true });
  });
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Each /storeInfo request, as `url` or `url (authorized)` when it carried the bearer token. */
const countStoreInfo = (page: Page) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/storeInfo')) return;
    requests.push(request.headers().authorization ? `${request.url()} (authorized)` : request.url());
  });
  return requests;
};

test.describe('prerendered first screens (static hosting)', () => {
  // As shoppers load the pages: with the service worker (blocked, its registration logs an error).
  test.use({ serviceWorkers: 'allow' });

  test.beforeEach(async ({ page, request }) => {
    await staticHost(page, request);
  });

  test('without JavaScript, the pages show their headings and skeletons, and stay accessible', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await staticHost(page, request);
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('brand-skeleton')).toBeVisible();
      await expect(page.getByTestId('hero-store-skeleton')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.goto('/products');
      await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
      await expect(page.getByTestId('product-card-skeleton')).toHaveCount(12);

      await page.goto(`/product/${await firstProductId(request)}`);
      await expect(page.getByTestId('product-detail-skeleton')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the prerendered pages as they are before any script runs are accessible', async ({ page, request }) => {
    // Three pages, three axe passes.
    test.slow();
    // axe needs JavaScript in the page, so the app's own scripts are the ones kept out.
    await page.route(/\.js$/, (route) => route.abort());
    for (const url of ['/', '/products', `/product/${await firstProductId(request)}`]) {
      await page.goto(url);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });

  test('home: the client hydrates without a flash or an error, with one store info request', async ({ page, a11y, request }) => {
    const info = (await (await request.get('/api/v1/storeInfo')).json()) as { storeName: string };
    await watchForFlash(page);
    const errors = collectErrors(page);
    const storeInfoRequests = countStoreInfo(page);

    await page.goto('/');
    // The store's name replaces the skeletons once the app runs and store info answers.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(info.storeName)).toBeVisible();
    await expect(page.getByRole('region', { name: HERO }).getByText(info.storeName)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes)).toEqual([]);
    // The preloaded store info answers the app's own request: fetched once, not twice.
    expect(storeInfoRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await a11y.check();
  });

  test('listing and product page: no flash, no error, and the first picture fetched first', async ({ page, a11y, request }) => {
    // Two pages, two axe passes.
    test.slow();
    await watchForFlash(page);
    const errors = collectErrors(page);

    await page.goto('/products');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    await expect(firstCard.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(firstCard.locator('img')).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('article').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    expect(await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes)).toEqual([]);
    await a11y.check();

    await page.goto(`/product/${await firstProductId(request)}`);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    expect(await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes)).toEqual([]);
    expect(errors).toEqual([]);
    await a11y.check();
  });

  test('signed in, the API client still picks up the preloaded store info: one request', async ({ page, context, request }) => {
    await signIn(request, context);
    const storeInfoRequests = countStoreInfo(page);
    const response = await page.goto('/');
    expect(await response?.text()).toMatch(
      /<link rel="?preload"? as="?fetch"? crossorigin="?use-credentials"? href="?\/api\/v1\/storeInfo"?>/,
    );
    // The header for a signed-in shopper: the app has rendered with the session.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('brand-skeleton')).toHaveCount(0);
    // The one request is the preload's (the API client would send the token): its answer was used.
    expect(storeInfoRequests).toEqual([expect.stringMatching(/\/storeInfo$/)]);
  });
});
