import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './shopper';

/** How many store-info requests the page has under way, counted from the browser's own events. */
function storeInfoInFlight(page: Page): () => number {
  let inFlight = 0;
  const isStoreInfo = (url: string) => url.endsWith('/api/v1/storeInfo');
  page.on('request', (request) => void (isStoreInfo(request.url()) && (inFlight += 1)));
  page.on('requestfinished', (request) => void (isStoreInfo(request.url()) && (inFlight -= 1)));
  page.on('requestfailed', (request) => void (isStoreInfo(request.url()) && (inFlight -= 1)));
  return () => inFlight;
}

test.describe('API connection test page', () => {
  test('reports a successful connection with the host and backend URL', async ({ page, a11y, baseURL }) => {
    const inFlight = storeInfoInFlight(page);
    await page.goto('/api-test');
    await expect(page.getByRole('heading', { level: 1, name: 'API Connection Test' })).toBeVisible();
    const host = new URL(baseURL ?? '').host;
    await expect(page.getByText(host, { exact: true })).toBeVisible();
    await expect(page.getByText(`${baseURL}/api/v1`, { exact: true })).toBeVisible();
    // As below: the click's request must not be one the app started on its own at takeover, which
    // RTK Query would share with it (a loaded machine's full run caught the click joining it).
    await appReady(page);
    await expect.poll(inFlight).toBe(0);

    const call = page.waitForRequest('**/api/v1/storeInfo');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await call;
    await expect(page.getByText('Connection successful. Store: Stride & Sweat Sports')).toBeVisible();
    await a11y.check();
  });

  test('reports a failed connection', async ({ page, a11y }) => {
    // The refusal starts once the app has the page and no store-info request of its own is
    // under way: RTK Query would answer the click with that request's success instead.
    let refuse = false;
    const inFlight = storeInfoInFlight(page);
    await page.route('**/api/v1/storeInfo', (route) => (refuse ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/api-test');
    await expect(page.getByRole('heading', { level: 1, name: 'API Connection Test' })).toBeVisible();
    await appReady(page);
    await expect.poll(inFlight).toBe(0);
    refuse = true;
    const logged = page.waitForEvent('console', (message) => message.type() === 'error');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('Connection failed. Check console for details.')).toBeVisible();
    await logged;
    await a11y.check();
  });
});
