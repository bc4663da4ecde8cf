import { test, expect } from './fixtures';

test('smoke: app loads and calls the same-origin API', async ({ page, a11y }) => {
  const api: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/')) api.push(r.url()); });
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForTimeout(1500);
  console.log('title:', await page.title(), 'api calls:', api.slice(0, 5));
  await a11y.check();
});
