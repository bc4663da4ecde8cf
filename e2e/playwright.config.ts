/**
 * Playwright end-to-end suite: `npm run test:e2e`.
 *
 * One server on one port (4173, or E2E_PORT): the reference API with a fresh in-memory database, also serving
 * the production build from dist/. The build must call the API on the same origin, so
 * e2e/web-server.mjs first builds dist/ with API_BASE_URL=/api/v1 — unless E2E_SKIP_BUILD=1 (CI
 * builds it just before, the same way). The build lives in the webServer command because
 * Playwright starts the webServer BEFORE globalSetup runs.
 *
 * Chromium is Debian's /usr/bin/chromium, launched as the benchmark launches it (scripts/chromium.mjs):
 * no browser is ever downloaded.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { SMTP_PORT } from './inbox';
import { E2E_ADMIN_TOKEN } from './shopCommand';

const isCI = !!process.env.CI;
const skipBuild = process.env.E2E_SKIP_BUILD === '1';
const repoRoot = path.resolve(__dirname, '..');
// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  outputDir: path.join(__dirname, '.output', 'test-results'),
  globalSetup: path.join(__dirname, 'global-setup.ts'),
  fullyParallel: false,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: path.join(__dirname, '.output', 'results.json') }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
    // The service worker is the subject of its own journeys (offline, update), which allow it.
    // Elsewhere it would install and precache the whole build in every fresh context, and its
    // fetches would slip past page.route() mocks.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
      },
    },
  ],
  webServer: {
    command: 'node e2e/web-server.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/v1/storeInfo`,
    reuseExistingServer: !isCI,
    // Building dist/ first takes a minute or two on 2 cores.
    timeout: skipBuild ? 120_000 : 420_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_APP: 'dist',
      DATA_DIR: 'memory',
      RATE_LIMIT_MAX: '10000',
      PAYMENT_AUTOCONFIRM_MS: '1500',
      LOG_LEVEL: 'warn',
      // The suite's SMTP server (global-setup.ts), which opens after the server: the first attempts wait for it.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MESSAGES_POLL_MS: '100',
      MESSAGES_RETRY_MS: '500',
      SHOP_URL: baseURL,
      // The shop's commands (npm run orders) reach this in-memory shop with it.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
  },
});
