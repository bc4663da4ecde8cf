/** Helpers of the service-worker journeys (offline.spec.ts, update.spec.ts). */
import type { Page } from '@playwright/test';

/**
 * Waits until the worker controls the page and has stored the store info this first visit loaded
 * before the worker took over (the app asks it to, see serviceWorkerRegistration.ts).
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => request.url.endsWith('/api/v1/storeInfo'))) return true;
    }
    return false;
  });
}

/** Every URL the worker's caches hold. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}
