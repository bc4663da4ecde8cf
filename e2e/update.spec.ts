import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from './serviceWorker';

// A new release is deployed while a tab is open. A server of its own (the next port) serves a copy
// of dist/; "deploying" rewrites that copy the way a rebuild with a changed index.html does: the
// page gains a marker and sw.js lists the page's new revision, so the browser sees a new worker.
// This keeps the journey fast: CI builds dist/ once.
const root = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4173) + 1;
const origin = `http://127.0.0.1:${port}`;
let releaseDir = '';
let server: ChildProcess | null = null;

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const up = await fetch(`${origin}/api/v1/storeInfo`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    if (server?.exitCode !== null) throw new Error('the release server stopped');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the release server did not answer on ${origin}`);
}

async function startServer() {
  server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/src/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_APP: releaseDir, DATA_DIR: 'memory', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await waitForServer(Date.now() + 90_000);
}

async function stopServer() {
  const running = server;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGTERM');
  });
}

test.beforeAll(async () => {
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-release-'));
  fs.cpSync(path.join(root, 'dist'), releaseDir, { recursive: true, filter: (file) => !file.endsWith('.map') });
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

/**
 * The next release: index.html with a marker, and sw.js precaching that page's new revision; the
 * server restarts with it, as a deployment does (its page server reads the page template at start).
 */
async function deployNextRelease() {
  await stopServer();
  const indexFile = path.join(releaseDir, 'index.html');
  const swFile = path.join(releaseDir, 'sw.js');
  const before = fs.readFileSync(indexFile);
  const after = before.toString().replace('<head>', '<head><meta name="release" content="next">');
  const revision = (content: string | Buffer) => crypto.createHash('md5').update(content).digest('hex');
  const sw = fs.readFileSync(swFile, 'utf8');
  expect(sw).toContain(revision(before));
  writeRebuilt(indexFile, after);
  writeRebuilt(swFile, sw.replace(revision(before), revision(after)));
  await startServer();
}

/**
 * Writes a file as the build does: its brotli and gzip copies rewritten with it. The server sends
 * a `.br` or `.gz` copy to a browser that accepts one, so a stale copy would serve the old release.
 */
function writeRebuilt(file: string, content: string) {
  fs.writeFileSync(file, content);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

test.use({ serviceWorkers: 'allow' });

test('a release deployed while the tab is open: the notice appears, Reload brings the new version', async ({ page, a11y }) => {
  test.slow();
  await page.goto(`${origin}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByText('A new version is available')).toBeHidden();

  await deployNextRelease();
  // What the app does when the shopper returns to the tab, and every hour.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await a11y.check();
  // Still the old page until the shopper says so.
  await expect(page.locator('meta[name="release"]')).toHaveCount(0);

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', 'next', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('A new version is available')).toBeHidden();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
});
