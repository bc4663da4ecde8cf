/**
 * Runs once after the webServer is up (Playwright starts the webServer before globalSetup):
 * fails fast, with one clear message, when the server does not serve the built app — instead of
 * every test failing on its own.
 */
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:4173';
  const res = await fetch(new URL('/', baseURL), { headers: { accept: 'text/html' } }).catch((err: unknown) => {
    throw new Error(`e2e: the server at ${baseURL} does not answer: ${String(err)}`);
  });
  const html = await res.text();
  if (!res.ok || !/\bid=["']?root\b/.test(html) || !/<script\b[^>]*\bsrc=/i.test(html)) {
    throw new Error(
      `e2e: ${baseURL}/ does not serve the built app (HTTP ${res.status}). ` +
        'Build it with `API_BASE_URL=/api/v1 npm run build` (or run without E2E_SKIP_BUILD=1) ' +
        'and check that the server serves SERVE_APP=dist.',
    );
  }
}
