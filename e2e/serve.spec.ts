import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

// `npm run serve` on another port, opened under both names of this machine (127.0.0.1, which the
// server prints, and localhost): the built app talks to the server it came from, and nothing the
// page loads is refused by its own Content-Security-Policy.
//
// The server is started as `npm run serve` starts it (the command after its build), on dist/ as
// the suite built it: the suite's build must be the one `npm run serve` makes (checked first), so
// the suite builds once rather than twice.

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.E2E_SERVE_PORT ?? 19302);
const serveScript = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  .serve!;
const [buildStep = '', serverStep = ''] = serveScript.split('&&').map((step) => step.trim());

/** `A=1 B=2 command args` → its environment and its command. */
function parseStep(step: string) {
  const words = step.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_]+=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  return { env, command: words };
}

let server: ChildProcess | null = null;

test.beforeAll(async () => {
  // A build start plus a PGlite start with its seed: more than the default on a loaded machine.
  test.setTimeout(120_000);
  const { env, command } = parseStep(serverStep);
  const [program, ...args] = command;
  const local = path.join(root, 'node_modules', '.bin', program!);
  server = spawn(fs.existsSync(local) ? local : program!, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), DATA_DIR: 'memory', RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${PORT}/api/v1/storeInfo`).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 110_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('npm run serve builds the app for its own origin, as the suite built dist/', () => {
  expect(parseStep(buildStep)).toEqual({ env: { API_BASE_URL: '/api/v1' }, command: ['npm', 'run', 'build'] });
  expect(parseStep(serverStep).env).toEqual({ SERVE_APP: 'dist' });
});

/** Every refusal by the page's policy, and every error the console shows. */
async function watchRefusals(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP refused ${event.blockedURI} (${event.violatedDirective})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`opened at http://${host}:${PORT}, a tapped product shows its details`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://${host}:${PORT}` });
    const page = await context.newPage();
    const problems = await watchRefusals(page);
    await page.goto('/products?category=sports%20shoes');
    const card = page.getByRole('list', { name: 'Sports Shoes' }).getByRole('article').first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    // Its picture (decorative on the card, alt="") is there: loaded, not refused.
    const picture = card.locator('img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBeGreaterThan(0);
    // Drawn by the app, not the server: the product comes from the API, as the browser calls it.
    await card.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByText('Failed to load product details')).toHaveCount(0);
    const shown = page.getByRole('main').getByRole('img', { name }).first();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
}
