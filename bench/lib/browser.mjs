/** Debian's Chromium, driven by Playwright (for the size and request measurements) — never downloaded. */
import { chromium } from '@playwright/test';
import { track } from './processes.mjs';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

// The e2e suite's Chromium and flags (one module for both).
export const CHROME_PATH = CHROMIUM_PATH;
export const CHROME_FLAGS = CHROMIUM_FLAGS;

/** Lighthouse's default mobile device (Moto G Power), so chunk choices match what Lighthouse loads. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
  // Playwright itself kills the browsers it launched if this process dies before close().
  const stop = track('Chromium (Playwright)', () => browser.close());
  return { browser, stop };
}

/** Loads a page in a fresh context and waits until its first screen is up and the network is quiet. */
export async function loadQuietly(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}
