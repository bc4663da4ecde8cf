/**
 * How every Playwright run and benchmark here starts Chromium: Debian's own (no browser is ever
 * downloaded), with one set of flags. The e2e config (e2e/playwright.config.ts) and the benchmark
 * (bench/lib/browser.mjs, lighthouse.mjs, journey.mjs) both read it, so their browsers cannot drift.
 * Plain ESM JavaScript so the .mjs benchmark and the TypeScript config can both import it.
 */

/** CHROME_PATH picks another build (e.g. to compare Chromium versions). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  // Said explicitly for launchers other than Playwright (chrome-launcher for Lighthouse).
  '--headless=new',
  // Containers and CI runners give no user namespace for the sandbox.
  '--no-sandbox',
  '--disable-gpu',
  // No traffic or work of the browser's own beside the page's: quiet network logs, steadier timings.
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];
