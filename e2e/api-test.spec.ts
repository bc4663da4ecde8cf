import { expect, test } from './fixtures';

test.describe('API connection test page', () => {
  test('reports a successful connection with the host and backend URL', async ({ page, a11y, baseURL }) => {
    await page.goto('/api-test');
    await expect(page.getByRole('heading', { level: 1, name: 'API Connection Test' })).toBeVisible();
    const host = new URL(baseURL ?? '').host;
    await expect(page.getByText(host, { exact: true })).toBeVisible();
    await expect(page.getByText(`${baseURL}/api/v1`, { exact: true })).toBeVisible();

    const call = page.waitForRequest('**/api/v1/storeInfo');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await call;
    await expect(page.getByText('Connection successful. Store: Stride & Sweat Sports')).toBeVisible();
    await a11y.check();
  });

  test('reports a failed connection', async ({ page, a11y }) => {
    await page.goto('/api-test');
    await expect(page.getByRole('heading', { level: 1, name: 'API Connection Test' })).toBeVisible();
    await page.route('**/api/v1/storeInfo', (route) => route.abort('connectionrefused'));
    const logged = page.waitForEvent('console', (message) => message.type() === 'error');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('Connection failed. Check console for details.')).toBeVisible();
    await logged;
    await a11y.check();
  });
});
