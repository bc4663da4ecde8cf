/**
 * API requests of a shopper's journey in Chromium: home → listing → hover a card → product →
 * add to cart → cart → quantity change, plus a card opened from keyboard focus, and a fresh load of
 * each route of the journey to count its /storeInfo requests. Steps wait for what the shopper
 * sees (a heading, the URL) and then for a quiet network, never for a fixed time.
 */
// Functions passed to page.evaluate run in the page, where these exist.
/* global document, requestAnimationFrame */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH, loadQuietly } from './browser.mjs';
import { outDir } from './build.mjs';

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Records the API requests of a page; `since(mark)` lists those made after a mark. */
function recordApi(page) {
  const seen = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return { mark: () => seen.length, since: (mark) => seen.slice(mark), all: () => [...seen] };
}

// The listing's heading without a category (spec: "All Products").
const LISTING_HEADING = 'All Products';

const isStoreInfo = (line) => /\/storeInfo(\?|$)/.test(line);
const isProduct = (id) => (line) => line.startsWith('GET ') && line.includes(`/products/${id}`);

/** Waits for the page at `urlPattern` to show `heading` (any h1 when none is named) and the network to rest. */
async function quiet(page, urlPattern, heading) {
  if (urlPattern) await page.waitForURL(urlPattern, { timeout: 60_000 });
  // The URL changes before the lazy screen replaces the last one: wait for the new screen's own heading.
  const h1 = heading ? page.getByRole('heading', { level: 1, name: heading, exact: true }) : page.locator('h1');
  await h1.first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

/** Clicks a button by its text and reads the cart's accessible name before and in the next frame. */
function clickAndReadBadge(page, buttonName) {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const badge = () => document.querySelector('a[aria-label^="Cart,"]')?.getAttribute('aria-label') ?? null;
        // The visible label first: a card's icon button may carry the same name as its aria-label.
        const buttons = [...document.querySelectorAll('main button')].filter((b) => b.offsetParent !== null);
        const button =
          buttons.find((b) => (b.textContent ?? '').trim() === name) ?? buttons.find((b) => b.getAttribute('aria-label') === name);
        if (!button) return reject(new Error(`no visible button "${name}"`));
        const before = badge();
        button.click();
        // A requestAnimationFrame callback runs before the next paint: changed here = same frame.
        requestAnimationFrame(() => resolve({ before, after: badge() }));
      }),
    buttonName,
  );
}

/** Picks the first option of every size/colour choice that has none selected yet. */
async function chooseOptions(page) {
  const groups = page.getByRole('group', { name: /\b(size|colou?r)\b/i });
  for (let i = 0; i < (await groups.count()); i += 1) {
    const group = groups.nth(i);
    if ((await group.locator('[aria-pressed="true"]').count()) === 0) await group.getByRole('button').first().click();
  }
}

/** routes: { shown as → path }. */
async function storeInfoPerLoad(browser, baseUrl, routes) {
  const out = {};
  for (const [route, pathname] of Object.entries(routes)) {
    const context = await browser.newContext(DESKTOP);
    try {
      const page = await context.newPage();
      const api = recordApi(page);
      await loadQuietly(page, baseUrl + pathname);
      const requests = api.all();
      out[route] = { storeInfo: requests.filter(isStoreInfo).length, api: requests };
    } finally {
      await context.close();
    }
  }
  return out;
}

/** Chromium's own verdict (Lighthouse 12 no longer checks): needs a non-incognito profile. */
async function installability(baseUrl) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await loadQuietly(page, `${baseUrl}/`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    return {
      installable: installabilityErrors.length === 0,
      errors: installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' ')),
      manifestErrors: (manifest.errors ?? []).map((e) => e.message),
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function openCard(page, api, card, how) {
  const name = await card.getAttribute('aria-label');
  const link = card.getByRole('link', { name, exact: true });
  const before = api.mark();
  if (how === 'hover') await card.hover();
  else await link.focus();
  await page.waitForLoadState('networkidle');
  const href = await link.getAttribute('href');
  const id = decodeURIComponent(href.split('/').pop());
  const onWarmUp = api.since(before).filter(isProduct(id)).length;
  const atClick = api.mark();
  if (how === 'hover') await link.click();
  else await link.press('Enter');
  // The card's name is the product page's heading: the listing stays up until that screen is drawn.
  await quiet(page, /\/product\/[^/]+$/, name);
  return {
    product: id,
    productRequestsOnHoverOrFocus: onWarmUp,
    productRequestsOnOpen: api.since(atClick).filter(isProduct(id)).length,
    requestsOnOpen: api.since(atClick),
  };
}

export async function measureJourney(browser, baseUrl, productId) {
  const routes = { '/': '/', '/products': '/products', '/product/{id}': `/product/${encodeURIComponent(productId)}`, '/cart': '/cart' };
  const perLoad = await storeInfoPerLoad(browser, baseUrl, routes);
  const context = await browser.newContext(DESKTOP);
  let page;
  try {
    page = await context.newPage();
    const api = recordApi(page);
    await loadQuietly(page, `${baseUrl}/`);

    const toListing = api.mark();
    await page.locator('a[href="/products"]:visible').first().click();
    await quiet(page, /\/products$/, LISTING_HEADING);
    const listing = api.since(toListing);

    const cards = page.getByRole('article');
    const hovered = await openCard(page, api, cards.nth(0), 'hover');

    await page.goBack();
    await quiet(page, /\/products$/, LISTING_HEADING);
    const focused = await openCard(page, api, cards.nth(1), 'focus');

    await chooseOptions(page);
    const atAdd = api.mark();
    const addBadge = await clickAndReadBadge(page, 'Add to Cart');
    await quiet(page, /\/cart$/);
    const addRequests = api.since(atAdd);

    const atQuantity = api.mark();
    const increase = await page
      .getByRole('button', { name: /^Increase quantity of / })
      .first()
      .getAttribute('aria-label');
    const quantityBadge = await clickAndReadBadge(page, increase);
    await page.waitForLoadState('networkidle');
    const quantityRequests = api.since(atQuantity);

    return {
      storeInfoPerLoad: perLoad,
      journey: {
        listing,
        hovered,
        focused,
        addToCart: { requests: addRequests, badge: addBadge, sameFrame: addBadge.after !== addBadge.before },
        quantityChange: { requests: quantityRequests, badge: quantityBadge, sameFrame: quantityBadge.after !== quantityBadge.before },
        storeInfoInJourney: api.all().filter(isStoreInfo).length,
        all: api.all(),
      },
      installability: await installability(baseUrl),
    };
  } catch (err) {
    const shot = path.join(outDir, 'journey-failure.png');
    await page?.screenshot({ path: shot, fullPage: true }).catch(() => {});
    throw new Error(`the journey failed at ${page?.url()} (screenshot: bench/.out/journey-failure.png): ${err.message}`);
  } finally {
    await context.close();
  }
}
