/**
 * Issue 26's tap measure: what a shopper on a mid-range phone gets when they tap a control of a
 * server-drawn page, at four moments of its load — as soon as the page paints, a second later, at
 * the load event and two seconds after it — and how long the page looks ready without being so
 * (the dead window, first paint → `app:ready`).
 *
 * The phone: Chromium at 412×823 with touch, 4× CPU slowdown, slow 4G (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up), a fresh profile per load. A tap is a real touch (CDP touch
 * events); its time is the `pointerdown` event's own `timeStamp` (when the input arrived, however
 * busy the page was), and the response is the first animation frame in which the control's effect
 * shows (the size pressed, the menu open, the badge counting the line…). No effect within
 * `LOST_AFTER_MS` of the tap and `LOST_AFTER_READY_MS` of the app's takeover: the tap was lost.
 */
/* global document, window, requestAnimationFrame, addEventListener, getComputedStyle */
import { MOBILE } from './browser.mjs';
import { median } from './stats.mjs';

export const PHONE = { cpuSlowdown: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
export const MOMENTS = ['first paint', 'first paint + 1 s', 'load', 'load + 2 s'];
const LOST_AFTER_MS = 10_000;
const LOST_AFTER_READY_MS = 4_000;

/**
 * The controls: `page` names a page of `pagesOf(...)`, `target` the control (CSS; the first visible
 * match), `effect` what shows once the tap has taken effect (CSS: a visible match). `seedCart`
 * puts a line in the stored cart before the page loads.
 */
export const TAP_CONTROLS = [
  {
    key: 'size option',
    page: 'sized product',
    target: 'main [role="group"][id$="size"] button:nth-of-type(2)',
    effect: 'main [role="group"][id$="size"] button:nth-of-type(2)[aria-pressed="true"]',
  },
  {
    key: 'add to cart, product page',
    page: 'plain product',
    target: 'main button',
    text: 'Add to Cart',
    effect: 'a[aria-label="Cart, 1 item"]',
  },
  { key: 'phone menu', page: 'listing', target: 'header button[aria-label="Open menu"]', effect: '#mobile-menu' },
  {
    key: 'wishlist heart, card',
    page: 'listing',
    target: 'main article button[aria-label="Add to Wishlist"]',
    effect: 'main article button[aria-pressed="true"][aria-label$="Wishlist"]',
  },
  {
    key: 'add to cart, card',
    page: 'listing',
    target: 'main article button[aria-label="Add to Cart"]',
    effect: 'a[aria-label="Cart, 1 item"]',
  },
  { key: 'search box', page: 'listing', target: 'header button[aria-label="Search"]', effect: '#phone-search input' },
  {
    key: 'listing filter',
    page: 'listing',
    target: 'main button',
    text: 'Filters',
    effect: '[role="dialog"][aria-labelledby="filters-heading"]',
  },
  // Issue 30's reviews, far down the product page: buttons the early-tap keeper holds until takeover.
  {
    key: 'star filter, reviews',
    page: 'reviewed product',
    target: 'main ul[aria-label="Ratings by stars"] > li:first-child > button',
    effect: 'main #reviews [role="status"]',
    effectText: 'Showing 5-star reviews',
  },
  {
    key: 'more reviews',
    page: 'product with many reviews',
    target: 'main #reviews button',
    text: 'More',
    effect: 'main ul[aria-label="Reviews"] > li:nth-child(11)',
  },
  {
    key: 'quantity +1, cart',
    page: 'cart',
    drawnByApp: true,
    seedCart: true,
    target: 'main button[aria-label^="Increase quantity"]',
    effect: 'main output[aria-label^="Quantity of"]',
    effectText: '2',
  },
];

/**
 * The pages of the controls, from the served catalogue: a product with several sizes, one with a
 * single size and colour (its Add to Cart needs no choice), the listing, and the cart with a
 * stored line of the plain product (`seed`, in the stored cart's plain-list form); and, when the
 * API keeps reviews, the product with the most, five-star ones among them (for More, more than 10).
 */
export async function tapPages(base) {
  const list = (await (await fetch(`${base}/api/v1/products?limit=100`)).json()).data ?? [];
  const values = (product, key) => product.attributes?.find((a) => a.key === key)?.value ?? [];
  const sized = list.find((p) => values(p, 'size').length > 1);
  const plain = list.find((p) => values(p, 'size').length <= 1 && values(p, 'color').length <= 1);
  if (!sized || !plain) throw new Error('the catalogue has no product with several sizes, or none with one size and colour');
  const product = (p) => `${base}/product/${encodeURIComponent(p.id)}`;
  const reviewed = await reviewedProduct(base, list);
  return {
    pages: {
      'sized product': product(sized),
      'plain product': product(plain),
      ...(reviewed && { 'reviewed product': product(reviewed) }),
      // The seed's products have at most 10 reviews: More shows with `--data-dir` of bench:reviews' database (docs/taps.md).
      ...(reviewed?.rating.count > 10 && { 'product with many reviews': product(reviewed) }),
      listing: `${base}/products`,
      cart: `${base}/cart`,
    },
    seed: [
      {
        id: plain.id,
        name: plain.title,
        price: plain.discountedPrice ?? plain.regularPrice,
        image: plain.imgUrl,
        quantity: 1,
        selectedSize: '',
        selectedColor: '',
      },
    ],
  };
}

/** The product with the most reviews, five-star ones among them (null without reviews, or none such). */
async function reviewedProduct(base, list) {
  const reviewed = list.filter((item) => (item.rating?.count ?? 0) > 0).sort((a, b) => b.rating.count - a.rating.count);
  for (const p of reviewed) {
    const res = await fetch(`${base}/api/v1/products/${encodeURIComponent(p.id)}/reviews`);
    if (!res.ok) return null;
    const fives = (await res.json()).summary?.histogram?.find((row) => row.stars === 5)?.count ?? 0;
    if (fives > 0) return p;
  }
  return null;
}

/** The minimal app's own control, measured the same way (it has no other of the list). */
export const MINIMAL_CONTROLS = [
  { key: 'add to cart, card', page: 'minimal', drawnByApp: true, target: 'main article button', effect: '[aria-label="Cart, 1 items"]' },
];

/**
 * Runs in the page before anything else: first paint, the touch (its time and whether it met the
 * control), then frame by frame the first visible feedback on the control (pressed, pending, a
 * ripple) and the effect.
 */
function pageProbe({ target, text, effect, effectText }) {
  const probe = (window.__tapProbe = { fcp: null, touchAt: null, onTarget: null, feedbackAt: null, effectAt: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const visible = (el) => (el.checkVisibility ? el.checkVisibility({ checkOpacity: true, visibilityProperty: true }) : true);
  const shown = () => {
    const el = document.querySelector(effect);
    if (!el || (effectText !== null && el.textContent.trim() !== effectText)) return false;
    return visible(el);
  };
  let control = null;
  // Drawn, not only in a state: a press the page's CSS shows (a transform while :active), the
  // waiting mark, or MUI's ripple.
  const pressed = () =>
    !!control &&
    ((control.matches(':active') && getComputedStyle(control).transform !== 'none') ||
      control.hasAttribute('data-tap-pending') ||
      !!control.querySelector('.MuiTouchRipple-child'));
  const watch = () => {
    const now = performance.now();
    if (probe.feedbackAt === null && (pressed() || shown())) probe.feedbackAt = now;
    if (probe.effectAt === null && shown()) probe.effectAt = now;
    if (probe.effectAt === null) requestAnimationFrame(watch);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (probe.touchAt !== null) return;
      probe.touchAt = event.timeStamp;
      control = event.target.closest?.(target) ?? null;
      probe.onTarget = !!control && (text === null || control.textContent.trim() === text);
      requestAnimationFrame(watch);
    },
    { capture: true, passive: true },
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function phonePage(browser, control, { seed, throttled }) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
  if (control.seedCart && seed) {
    await context.addInitScript(
      ({ key, value }) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      { key: 'cart', value: JSON.stringify(seed) },
    );
  }
  await context.addInitScript(pageProbe, {
    target: control.target,
    text: control.text ?? null,
    effect: control.effect,
    effectText: control.effectText ?? null,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downKbps * 1000) / 8,
      uploadThroughput: (PHONE.upKbps * 1000) / 8,
    });
  }
  return { context, page, cdp };
}

const locate = (page, control) => {
  const found = page.locator(control.target).filter({ visible: true });
  return (control.text ? found.filter({ hasText: control.text }) : found).first();
};

/**
 * Where the control is once scrolled to the middle of the screen, from a load at full speed: how
 * far to scroll and where to tap. The throttled loads then scroll (a wheel, which the compositor
 * handles without the page's busy main thread) and tap there without asking the page anything.
 */
async function calibrate(browser, url, control, seed) {
  const { context, page } = await phonePage(browser, control, { seed, throttled: false });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const target = locate(page, control);
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    const { top, height } = await target.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { top: rect.top + window.scrollY, height: rect.height };
    });
    const viewport = page.viewportSize();
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // Controls in the top 60 % of the first screen need no scroll.
    const scrollBy = top + height < viewport.height * 0.6 ? 0 : Math.min(maxScroll, Math.round(top + height / 2 - viewport.height / 2));
    const box = await target.boundingBox();
    return { scrollBy, x: box.x + box.width / 2, y: box.y + box.height / 2 - scrollBy };
  } finally {
    await context.close();
  }
}

/** One fresh load of `url` on the phone, one tap on `control` at `moment`. */
async function tapOnce(browser, url, control, moment, { seed, spot }) {
  const { context, page } = await phonePage(browser, control, { seed, throttled: true });
  try {
    const loaded = page
      .waitForEvent('load', { timeout: 120_000 })
      .then(() => Date.now())
      .catch(() => Date.now());
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const origin = await page.evaluate(() => performance.timeOrigin);
    // The first paint on the page's own clock, read as soon as the page's main thread answers (a few
    // hundred ms after it: the page is still laying itself out). The 'first paint' tap comes then.
    const fcp = await page
      .waitForFunction(() => window.__tapProbe?.fcp ?? null, null, { timeout: 120_000, polling: 50 })
      .then((h) => h.jsonValue());
    const paintedAt = origin + fcp;
    // A control the app draws (the cart's) can only be tapped once it shows.
    if (control.drawnByApp) await locate(page, control).waitFor({ state: 'visible', timeout: 120_000 });
    if (spot.scrollBy) {
      await page.mouse.wheel(0, spot.scrollBy);
      await sleep(100);
    }
    if (moment === 'first paint + 1 s') await sleep(paintedAt + 1000 - Date.now());
    if (moment.startsWith('load')) {
      const loadedAt = await loaded;
      if (moment === 'load + 2 s') await sleep(loadedAt + 2000 - Date.now());
    }
    const tapped = Date.now();
    // Not awaited before watching: the call returns once the page has handled the touch.
    const tap = page.touchscreen.tap(spot.x, spot.y).catch(() => {});
    let state;
    for (;;) {
      state = await page.evaluate(() => ({
        ...window.__tapProbe,
        now: performance.now(),
        ready: performance.getEntriesByName('app:ready')[0]?.startTime ?? null,
      }));
      if (state.effectAt !== null) break;
      const sinceTap = Date.now() - tapped;
      // Lost: nothing shown long after the tap, and the app has had its grace since takeover.
      if (sinceTap > LOST_AFTER_MS && (state.ready === null ? sinceTap > 6 * LOST_AFTER_MS : state.now - state.ready > LOST_AFTER_READY_MS))
        break;
      await sleep(200);
    }
    await tap;
    if (state.touchAt === null || !state.onTarget) return { moment, missed: true };
    // The takeover may come after the effect (a control that needs no app): wait for it to report the window.
    if (state.ready === null)
      state.ready = await page
        .waitForFunction(() => performance.getEntriesByName('app:ready')[0]?.startTime ?? null, null, { timeout: 30_000, polling: 200 })
        .then((h) => h.jsonValue())
        .catch(() => null);
    return {
      moment,
      lost: state.effectAt === null,
      responseMs: state.effectAt === null ? null : state.effectAt - state.touchAt,
      feedbackMs: state.feedbackAt === null ? null : state.feedbackAt - state.touchAt,
      tapAfterPaintMs: state.fcp !== null ? state.touchAt - state.fcp : null,
      firstPaintMs: state.fcp,
      readyMs: state.ready,
      afterTakeover: state.ready !== null && state.touchAt > state.ready,
      deadWindowMs: state.ready !== null && state.fcp !== null ? state.ready - state.fcp : null,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every control at every moment, `runs` times. `pages`: page name → address. `seed`: a stored cart
 * (the app's persisted shape) for the controls that need one. Returns per control and moment the
 * runs and their median (or 'lost' when most runs lost the tap), and per page the dead window.
 */
export async function measureTaps(browser, { controls, pages, runs, seed, moments: only = null, log = console.log }) {
  const out = { profile: PHONE, runs, controls: {}, deadWindow: {} };
  const windows = {};
  for (const control of controls) {
    const url = pages[control.page];
    if (!url) continue;
    const spot = await calibrate(browser, url, control, seed);
    const moments = {};
    for (const moment of MOMENTS.filter((m) => !only || only.includes(m))) {
      const all = [];
      for (let run = 1; run <= runs; run += 1) {
        // A tap that missed the control (the page was not where the calibration found it) is taken again.
        let result;
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          result = await tapOnce(browser, url, control, moment, { seed, spot });
          if (!result.missed) break;
          log(`[bench] tap ${control.key} at ${moment}: missed the control, again`);
        }
        if (result.missed) throw new Error(`${control.key} at ${moment}: the tap missed the control three times`);
        all.push(result);
        if (result.deadWindowMs !== null) (windows[control.page] ??= []).push(result.deadWindowMs);
        log(
          `[bench] tap ${control.key} at ${moment} (run ${run}/${runs}): ${result.lost ? 'LOST' : `${Math.round(result.responseMs)} ms`}` +
            ` (tapped ${Math.round(result.tapAfterPaintMs ?? NaN)} ms after first paint, app ready ${Math.round(result.deadWindowMs ?? NaN)} ms after it)`,
        );
      }
      const lost = all.filter((r) => r.lost).length;
      moments[moment] = {
        runs: all,
        lost,
        // The first frame showing anything of the tap: pressed, waiting, a ripple, or the effect.
        feedbackMs: median(all.map((r) => r.feedbackMs)),
        medianMs: lost * 2 > all.length ? null : median(all.filter((r) => !r.lost).map((r) => r.responseMs)),
      };
    }
    // The first tap once the app has the page, whatever the moment: what answers within 100 ms.
    const after = Object.values(moments).flatMap((m) => m.runs.filter((r) => r.afterTakeover && !r.lost));
    out.controls[control.key] = {
      page: control.page,
      moments,
      afterTakeoverMs: median(after.map((r) => r.responseMs)),
      afterTakeoverRuns: after.length,
    };
  }
  for (const [page, values] of Object.entries(windows)) out.deadWindow[page] = { medianMs: median(values), runs: values.length };
  return out;
}

/** The table: one row per control, one column per moment, then the dead window per page. */
export function formatTaps(taps, minimalTaps) {
  const cell = (m) =>
    !m
      ? '—'
      : m.medianMs === null
        ? `lost (${m.lost}/${m.runs.length})`
        : `${Math.round(m.medianMs)} ms${m.lost ? ` (${m.lost} lost)` : ''}`;
  const feedback = (m) => (!m || m.feedbackMs == null ? '' : ` (shown ${Math.round(m.feedbackMs)})`);
  const lines = [
    `| control | page | ${MOMENTS.join(' | ')} | first tap after takeover |`,
    `|---|---|${MOMENTS.map(() => '---').join('|')}|---|`,
  ];
  for (const [key, { page, moments, afterTakeoverMs }] of Object.entries(taps.controls)) {
    const after = afterTakeoverMs == null ? '—' : `${Math.round(afterTakeoverMs)} ms`;
    lines.push(`| ${key} | ${page} | ${MOMENTS.map((m) => `${cell(moments[m])}${feedback(moments[m])}`).join(' | ')} | ${after} |`);
    const minimal = minimalTaps?.controls?.[key];
    if (minimal)
      lines.push(
        `| ${key} (minimal app) | minimal | ${MOMENTS.map((m) => cell(minimal.moments[m])).join(' | ')} | ${minimal.afterTakeoverMs == null ? '—' : `${Math.round(minimal.afterTakeoverMs)} ms`} |`,
      );
  }
  lines.push(
    '',
    '(ms from the touch to the first frame showing the effect; "shown": to the first frame showing anything of the tap — pressed, waiting or the effect)',
  );
  lines.push('', '| page | dead window (first paint → app ready), median |', '|---|---|');
  for (const [page, { medianMs, runs }] of Object.entries(taps.deadWindow))
    lines.push(`| ${page} | ${medianMs === null ? '—' : `${Math.round(medianMs)} ms`} (${runs} loads) |`);
  return lines.join('\n');
}

export const DEAD_WINDOW_TARGET_MS = 1000;
export const FIRST_TAP_TARGET_MS = 100;
const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

/** The report's rows (bench/lib/report.mjs): lost taps, each control's taps, the first tap after takeover, the dead window. */
export function tapRows(taps, minimalTaps) {
  const rows = [];
  const all = Object.values(taps.controls).flatMap((c) => Object.values(c.moments).flatMap((m) => m.runs));
  const lost = all.filter((r) => r.lost).length;
  rows.push({
    key: 'taps.lost',
    measure: `taps lost, phone profile (4× CPU, slow 4G), ${Object.keys(taps.controls).length} controls × ${MOMENTS.length} moments × ${taps.runs} runs`,
    page: '',
    value: lost,
    shown: `${lost} of ${all.length}`,
    target: '0',
    pass: lost === 0,
  });
  for (const [key, { page, moments, afterTakeoverMs }] of Object.entries(taps.controls)) {
    const cells = MOMENTS.filter((m) => moments[m]).map((m) => {
      const x = moments[m];
      return `${m}: ${x.medianMs === null ? 'lost' : fmtMs(x.medianMs)}${x.lost && x.medianMs !== null ? ` (${x.lost} lost)` : ''}`;
    });
    const minimal = minimalTaps?.controls?.[key]?.afterTakeoverMs;
    rows.push({
      key: `taps.control.${key}`,
      measure: `tap → visible response, ${key} (${cells.join('; ')}); first tap after takeover`,
      page,
      value: afterTakeoverMs,
      shown: afterTakeoverMs === null ? '—' : fmtMs(afterTakeoverMs),
      target: `≤ ${FIRST_TAP_TARGET_MS} ms`,
      pass: afterTakeoverMs === null ? null : afterTakeoverMs <= FIRST_TAP_TARGET_MS,
      ratio: minimal ? `${(afterTakeoverMs / minimal).toFixed(2)}×` : null,
    });
  }
  for (const [page, { medianMs, runs }] of Object.entries(taps.deadWindow)) {
    if (page === 'cart') continue;
    rows.push({
      key: 'taps.deadWindow',
      measure: `dead window, phone profile: first paint → app ready (median of ${runs} loads)`,
      page,
      value: medianMs,
      shown: fmtMs(medianMs),
      target: `≤ ${fmtMs(DEAD_WINDOW_TARGET_MS)}`,
      pass: medianMs <= DEAD_WINDOW_TARGET_MS,
    });
  }
  return rows;
}
