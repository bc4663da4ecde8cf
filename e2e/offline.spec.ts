import { expect, test } from './fixtures';
import { cachedUrls, waitForServiceWorker } from './serviceWorker';
import { appReady, seedCart, signIn } from './shopper';

// The shop keeps working without a network: what was seen comes from the service worker.
test.use({ serviceWorkers: 'allow' });

test('browse, go offline, reload: home, the listing and both products render; cart works; checkout waits', async ({
  page,
  context,
  request,
  a11y,
}) => {
  // Eight pages with axe, half of them offline: more than the default 30 s on a loaded machine.
  test.slow();
  const cart = await seedCart(request, context);
  await signIn(request, context);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('article')).toHaveCount(4);
  await waitForServiceWorker(page);

  const listingPath = '/products?category=sports%20shoes';
  await page.goto(listingPath);
  const listing = page.getByRole('list', { name: 'Sports Shoes' });
  await expect(listing.getByRole('article').first()).toBeVisible();
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = listing.getByRole('article').nth(index);
    names.push((await card.getAttribute('aria-label')) ?? '');
    await card.getByRole('link', { name: names[index] }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: names[index] })).toBeVisible();
    if (index === 0) await page.goBack();
  }
  const productUrls = [page.url()];
  await page.goBack();
  await listing.getByRole('article').nth(0).getByRole('link', { name: names[0] }).first().click();
  productUrls.unshift(page.url());
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();

  // Nothing personal is on the device: the cart's owner signed in, yet no account answer is kept.
  expect((await cachedUrls(page)).filter((url) => /\/(orders|accountInfo|payments|users)\b/.test(url))).toEqual([]);

  await context.setOffline(true);
  // Chromium's offline emulation covers the network, but a document loaded under it still reads
  // navigator.onLine as true (a real offline browser reads false): say what the browser would.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
  // Really offline, the worker included: an answer it never keeps cannot arrive.
  expect(
    await page.evaluate(() =>
      fetch('/api/v1/accountInfo').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  await expect(page.getByText(/^You're offline\. Pages and products you've opened before still work/)).toBeVisible();
  await a11y.check();

  await page.goto(productUrls[1]!);
  await expect(page.getByRole('heading', { level: 1, name: names[1] })).toBeVisible();

  await page.goto(listingPath);
  await expect(listing.getByRole('article', { name: names[0] })).toBeVisible();
  await expect(listing.getByRole('article', { name: names[1] })).toBeVisible();
  await a11y.check();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gear up for every workout, run and game' })).toBeVisible();
  // The store's own name, from the stored store info.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Stride & Sweat Sports/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('article')).toHaveCount(4);
  // Both products were opened on this device, newest first (the second, offline, last).
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link')).toHaveText([names[1]!, names[0]!]);
  await a11y.check();

  // The cart works offline.
  await page.goto('/cart');
  const firstLine = page.getByRole('listitem', { name: cart[0]!.name });
  await firstLine.getByRole('button', { name: `Increase quantity of ${cart[0]!.name}` }).click();
  await expect(firstLine.getByRole('status', { name: `Quantity of ${cart[0]!.name}` })).toHaveText('2');
  await a11y.check();

  // Checkout says it must wait, sends nothing and keeps what was typed.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'City' }).fill('Pune');
  const orders: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') orders.push(sent.url());
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert')).toContainText("Your order can be placed once you're back online.");
  await a11y.check();
  expect(orders).toEqual([]);

  await context.setOffline(false);
  // For the same reason Chromium fires no 'online' event here: fire the one a browser would.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(/^You're offline\./)).toBeHidden();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Rao');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
});

test('pages loaded whole, then reloaded offline from the browser’s copies, hydrate without an error', async ({ page, context, a11y }) => {
  // Six full page loads with the worker, three of them offline, and axe: past 30 s on a loaded machine.
  test.slow();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  await page.goto('/');
  await waitForServiceWorker(page);
  const listing = page.getByRole('list', { name: 'Sports Shoes' });
  await page.goto('/products?category=sports%20shoes');
  const name = (await listing.getByRole('article').first().getAttribute('aria-label')) ?? '';
  const productPath = new URL(
    (await listing.getByRole('article').first().getByRole('link', { name }).first().getAttribute('href'))!,
    page.url(),
  ).pathname;
  // Each page loaded whole, drawn by the server: the browser keeps its copy.
  const pages = ['/', '/products', productPath];
  for (const path of pages) {
    await page.goto(path);
    await appReady(page);
  }
  expect(problems).toEqual([]);

  await context.setOffline(true);
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
  for (const path of pages) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByText(/^You're offline\./)).toBeVisible();
    expect(problems, `offline ${path}`).toEqual([]);
  }
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await a11y.check();
});
