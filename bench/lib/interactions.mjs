/**
 * Issue 21's first-interaction figures and main-thread traces: each tap `runs` times on a fresh
 * load (median), and one load trace per page with its long tasks.
 */
import { median } from './stats.mjs';
import { traceInteraction, traceLoad } from './trace.mjs';

export const INTERACTIONS = [
  {
    key: 'add to cart, product page',
    page: '/product/{id}',
    selector: 'main button:has-text("Add to Cart")',
    effect: 'a[aria-label="Cart, 1 item"]',
  },
  {
    key: 'add to cart, card',
    page: '/products',
    selector: 'main article button[aria-label="Add to Cart"]',
    effect: 'a[aria-label="Cart, 1 item"]',
  },
  { key: 'open the phone menu', page: '/', selector: 'button[aria-label="Open menu"]', effect: '[role="dialog"]' },
];

const FIGURES = ['inputDelayMs', 'processingMs', 'nextPaintMs', 'effectMs'];

/** `urlOf(page)`: the address of a page key ('/product/{id}' and the like). */
export async function measureInteractions(browser, urlOf, runs) {
  const out = {};
  for (const interaction of INTERACTIONS) {
    const all = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await traceInteraction(browser, urlOf(interaction.page), { ...interaction, name: interaction.key });
      all.push(result);
      console.log(
        `[bench] ${interaction.key} run ${run}/${runs}: input delay ${Math.round(result.inputDelayMs)} ms, processing ${Math.round(result.processingMs)} ms, ` +
          `next paint ${Math.round(result.nextPaintMs)} ms, shown after ${Math.round(result.effectMs)} ms`,
      );
    }
    out[interaction.key] = {
      page: interaction.page,
      runs: all,
      median: Object.fromEntries(FIGURES.map((f) => [f, median(all.map((r) => r[f]))])),
    };
  }
  return out;
}

/** One load trace per page under 4× CPU slowdown: blocking time and the long tasks. */
export async function measureMainThread(browser, pages) {
  const out = {};
  for (const { key, url } of pages) {
    const trace = await traceLoad(browser, url);
    out[key] = trace;
    console.log(`[bench] main thread ${key}: ${trace.longTasks.length} long tasks, ${Math.round(trace.blockingMs)} ms past 50 ms each`);
  }
  return out;
}

/** The long tasks of each page, as lines for the report. */
export function formatMainThread(mainThread) {
  const lines = [];
  for (const [page, trace] of Object.entries(mainThread)) {
    lines.push(
      `\`${page}\` (4× slowdown, until the app is ready${trace.readyMs ? ` at ${Math.round(trace.readyMs)} ms` : ''}): ${Math.round(trace.blockingMs)} ms blocking in ${trace.longTasks.length} long tasks`,
    );
    for (const task of trace.longTasks) {
      const parts = task.parts.map((part) => `${part.what} ${Math.round(part.ms)}`).join(', ');
      lines.push(`  - at ${Math.round(task.startMs)} ms, ${Math.round(task.ms)} ms: ${parts || '(browser work)'}`);
    }
  }
  return lines.join('\n');
}
