#!/usr/bin/env node
/**
 * `npm run bench:delivery:screen`: issue 29's "the delivery answer on screen
 * ≤ 150 ms after the sixth digit". Serves the built app (dist/, built with API_BASE_URL=/api/v1)
 * and the API on one port, opens a product page in Chromium on a phone-sized screen, types five
 * digits of a pincode, then the sixth as a real key press, and times from that key's `keydown` to
 * the frame in which the answer ("Delivery by …" or "We don't deliver …") is in the status region.
 * Each pincode is new to the visit (the API answers); then the first is typed again (the visit's
 * cache answers). Runs at no CPU slow-down and at 4× (Lighthouse's phone); prints median and p95.
 *
 * Options: --runs=N pincodes per CPU setting (12), --port=N (BENCH_PORT, else a free one)
 */
/* global document, window, MutationObserver, requestAnimationFrame */
import { parseArgs } from 'node:util';
import { launchBrowser, MOBILE } from '../lib/browser.mjs';
import { requireBuilt, appDist } from '../lib/build.mjs';
import { freePort, installExitHandlers, localBin, startServer, stopAll } from '../lib/processes.mjs';
import { median, percentile } from '../lib/stats.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '12' }, port: { type: 'string' } }, strict: false });
const runs = Number(values.runs);
const port = Number(values.port ?? process.env.BENCH_PORT ?? (await freePort()));
// Pincodes spread over India (metros, towns, the North-East, islands): real answers, not one cached row.
const PINCODES = [
  '110001',
  '400001',
  '600001',
  '700001',
  '500001',
  '411001',
  '380001',
  '302001',
  '226001',
  '781001',
  '744101',
  '682001',
  '160017',
  '834001',
  '751001',
  '190001',
];

installExitHandlers();
requireBuilt(appDist, 'build it with `API_BASE_URL=/api/v1 npm run build`');
const server = await startServer({
  name: 'API + pages',
  command: localBin('tsx'),
  args: ['server/src/index.ts'],
  env: { DATA_DIR: 'memory', SERVE_APP: appDist, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
  port,
  readyUrl: `http://127.0.0.1:${port}/api/v1/storeInfo`,
});
const [product] = (await (await fetch(`${server.url}/api/v1/products?limit=1`)).json()).data;
const { browser } = await launchBrowser();

/** Milliseconds from the sixth digit's keydown to the frame showing the answer. */
async function timeAnswer(page, pincode) {
  const field = page.getByRole('textbox', { name: 'Pincode' }).first();
  await field.fill('');
  await field.pressSequentially(pincode.slice(0, 5));
  await page.evaluate(() => {
    const status = document.querySelector('section[aria-labelledby] [role="status"]');
    window.__answered = new Promise((resolve) => {
      const start = { at: 0 };
      document.addEventListener('keydown', () => (start.at = performance.now()), { once: true, capture: true });
      const seen = () => /Delivery by|Delivery available|don't deliver/.test(status.textContent ?? '');
      new MutationObserver((_, observer) => {
        if (!start.at || !seen()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start.at));
      }).observe(status, { childList: true, subtree: true, characterData: true });
    });
  });
  await field.press(pincode[5]);
  return page.evaluate(() => window.__answered);
}

const rows = [];
for (const slowdown of [1, 4]) {
  const context = await browser.newContext({ ...MOBILE, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${server.url}/product/${product.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Pincode' }).first().waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const fresh = [];
  for (let i = 0; i < runs; i += 1) fresh.push(await timeAnswer(page, PINCODES[i % PINCODES.length]));
  const cached = [];
  for (let i = 0; i < Math.min(runs, PINCODES.length); i += 1) cached.push(await timeAnswer(page, PINCODES[i]));
  rows.push({ slowdown, fresh, cached });
  await context.close();
}

const fmt = (ms) => `${ms.toFixed(0)} ms`;
console.log(`\nDelivery answer on screen after the sixth digit (product page, 360×740, ${runs} pincodes each)\n`);
console.log('| CPU | asked the API: median | p95 | from the visit’s cache: median | p95 |');
console.log('|---|---|---|---|---|');
for (const { slowdown, fresh, cached } of rows) {
  console.log(
    `| ${slowdown}× | ${fmt(median(fresh))} | ${fmt(percentile(fresh, 95))} | ${fmt(median(cached))} | ${fmt(percentile(cached, 95))} |`,
  );
}
await browser.close();
await stopAll();
process.exit(0);
