/**
 * Where the main thread's time goes while a page loads, and how quickly it answers the first tap:
 * Chromium performance traces on a phone viewport, read the way DevTools' performance panel reads
 * them.
 *
 * - `traceLoad`: the long tasks from navigation until the app is ready (the `app:ready` mark the
 *   client sets once it has hydrated) and the network is quiet, each named by what took most of it
 *   (a script's evaluation, a function run from a script, style and layout, HTML parsing, garbage
 *   collection), and the blocking time (each task's time past 50 ms). Durations are each task's
 *   CPU time (the trace's thread time) times 4 — Lighthouse's own model of a 4× slower phone —
 *   not wall time: on a shared, loaded machine wall times grow with everything else running, CPU
 *   time hardly does.
 * - `traceInteraction`: a real tap under 4× CPU slowdown right after the app has taken the page;
 *   the trace's EventTiming records give the input delay (waiting for the main thread), the
 *   processing time (the handlers) and the time to the next paint — in wall time, so on a loaded
 *   machine they are upper bounds.
 */
/* global document, window, MutationObserver, requestAnimationFrame */
import { MOBILE } from './browser.mjs';

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

export const LONG_TASK_MS = 50;
export const CPU_SLOWDOWN = 4;

/** The events of the main thread of the renderer that parsed the page at `url`. */
function mainThreadEvents(events, url) {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`the trace has no parsing of ${url}`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
}

const fileOf = (url) => (url ? new URL(url).pathname.replace(/^\//, '') || 'document' : '');

/** What an event inside a task stands for, by the labels DevTools uses. */
function label(e) {
  const data = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate ${fileOf(data.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${fileOf(data.url ?? e.args?.fileName)}`;
    case 'FunctionCall':
      return `run ${fileOf(data.url)}${data.functionName ? ` (${data.functionName})` : ''}`;
    case 'RunMicrotasks':
      return 'promise callbacks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style recalculation';
    case 'Layout':
      return 'layout';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
      return 'garbage collection';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    default:
      return null;
  }
}

/** CPU time of an event on a phone `CPU_SLOWDOWN` times slower, in ms. */
const slowMs = (e) => ((e.tdur ?? e.dur) * CPU_SLOWDOWN) / 1000;

/** Self CPU time (× 4) of each labelled event inside a task, its nested labelled events subtracted. */
function breakdown(events, start, end) {
  const inside = events.filter((e) => e.ph === 'X' && e.ts >= start && e.ts + (e.dur ?? 0) <= end && label(e));
  inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) totals.set(label(parent), (totals.get(label(parent)) ?? 0) - slowMs(e));
    totals.set(label(e), (totals.get(label(e)) ?? 0) + slowMs(e));
    stack.push(e);
  }
  return [...totals.entries()]
    .map(([what, ms]) => ({ what, ms }))
    .filter((x) => x.ms >= 2)
    .sort((a, b) => b.ms - a.ms);
}

/** Long tasks (≥ 50 ms at 4× slowdown) of the page's main thread from `fromTs` (µs), with what filled them. */
export function longTasks(events, url, fromTs, toTs = Infinity) {
  const main = mainThreadEvents(events, url);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fromTs && e.ts <= toTs && slowMs(e) >= LONG_TASK_MS);
  return tasks.map((task) => {
    const parts = breakdown(main, task.ts, task.ts + task.dur);
    return { startMs: (task.ts - fromTs) / 1000, ms: slowMs(task), parts: parts.slice(0, 4) };
  });
}

async function withTrace(browser, page, work) {
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  let result;
  try {
    result = await work();
  } finally {
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString());
    result = { ...result, events: trace.traceEvents ?? trace };
  }
  return result;
}

async function phone(browser, { throttled }) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** Waits until the app says it is ready (or, on a page without the mark, the load event) and the network rests. */
async function ready(page) {
  await page.waitForFunction(() => performance.getEntriesByName('app:ready').length > 0 || document.readyState === 'complete', null, {
    timeout: 120_000,
    polling: 100,
  });
  await page
    .waitForFunction(() => performance.getEntriesByName('app:ready').length > 0, null, { timeout: 120_000, polling: 100 })
    .catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
}

/** The long tasks of a fresh load of `url` until the app is ready and the network is quiet. */
export async function traceLoad(browser, url) {
  const { context, page } = await phone(browser, { throttled: false });
  try {
    const { events } = await withTrace(browser, page, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      await ready(page);
      return {};
    });
    const navStart =
      events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url))?.ts ??
      events.find((e) => e.name === 'RunTask')?.ts ??
      0;
    const tasks = longTasks(events, url, navStart);
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.ms - LONG_TASK_MS), 0);
    const mark = events.find((e) => e.name === 'app:ready');
    return { url, readyMs: mark ? (mark.ts - navStart) / 1000 : null, blockingMs: blocking, longTasks: tasks };
  } finally {
    await context.close();
  }
}

/**
 * Whether the app has taken the page: hydration or the first render has started on #root (React
 * marks the container), or this build says so itself. Builds from before issue 21 set no mark.
 */
function appAttached() {
  const root = document.getElementById('root');
  return (
    performance.getEntriesByName('app:ready').length > 0 || (!!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$')))
  );
}

/**
 * Taps the first visible match of `selector` as soon as the shopper could — the app has taken the
 * page and the target is on screen — after a fresh load of `url`. Returns, from the trace's
 * EventTiming records of the tap, the input delay (waiting for the main thread), the processing
 * time (the handlers) and the time to the next paint; and when its effect showed (the first
 * element matching the `effect` selector).
 */
export async function traceInteraction(browser, url, { selector, name, effect }) {
  const { context, page } = await phone(browser, { throttled: true });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(appAttached, null, { timeout: 120_000, polling: 50 });
    const target = page.locator(selector).filter({ visible: true }).first();
    await target.waitFor({ state: 'visible', timeout: 120_000 });
    // The moment the tap's effect shows, on the page's own clock.
    await page.evaluate((effectSelector) => {
      window.__effectAt = null;
      new MutationObserver((_records, observer) => {
        if (window.__effectAt === null && document.querySelector(effectSelector)) {
          window.__effectAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    }, effect);
    const { events } = await withTrace(browser, page, async () => {
      // A real touch (CDP input events) once the target is on screen and has stopped moving: below
      // the fold on a phone (the product page's button), the shopper has scrolled to it.
      await target.tap({ timeout: 120_000 });
      await page.waitForFunction(() => window.__effectAt !== null, null, { timeout: 120_000, polling: 50 });
      // The frame that shows it has painted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return {};
    });
    const timings = events.filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args?.data?.interactionId).map((e) => e.args.data);
    if (!timings.length) throw new Error(`${name}: the trace has no EventTiming record of the tap`);
    const start = Math.min(...timings.map((t) => t.timeStamp));
    const effectAt = await page.evaluate(() => window.__effectAt);
    return {
      name,
      url,
      inputDelayMs: Math.max(...timings.map((t) => t.processingStart - t.timeStamp)),
      processingMs: timings.reduce((sum, t) => sum + (t.processingEnd - t.processingStart), 0),
      // The slowest event of the interaction (pointerdown, pointerup, click): what INP counts.
      nextPaintMs: Math.max(...timings.map((t) => t.duration)),
      effectMs: effectAt - start,
      events: timings.map((t) => t.type),
    };
  } finally {
    await context.close();
  }
}
