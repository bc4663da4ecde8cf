/**
 * Shared e2e fixtures. Import `test` and `expect` from here instead of '@playwright/test':
 *
 *   import { test, expect } from './fixtures';
 *   test('home is accessible', async ({ page, a11y }) => {
 *     await page.goto('/');
 *     await a11y.check();                       // or: await expectNoA11yViolations(page)
 *   });
 *
 * The check runs axe with the WCAG 2.0/2.1 A and AA rules and fails on any violation of impact
 * 'serious' or 'critical', listing each rule and the offending elements. The full axe results are
 * attached to the test report when it fails.
 */
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';

// axe's minified build: Chromium here spends about a second evaluating the 1.3 MB default one on
// every check (0.9 s for this one).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yOptions {
  /** CSS selectors to limit the scan to (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** axe rule ids to skip; say why at the call site. */
  disableRules?: string[];
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

function describe(violations: Violation[], url: string): string {
  const lines = [`${violations.length} serious/critical accessibility violation(s) on ${url}:`];
  for (const v of violations) {
    lines.push(`  - ${v.id} (${v.impact}): ${v.help} [${v.helpUrl}]`);
    for (const node of v.nodes.slice(0, 8)) {
      const target = node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' ');
      const summary = (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
      lines.push(`      ${target}${summary ? `  — ${summary}` : ''}`);
    }
    if (v.nodes.length > 8) lines.push(`      ... and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** Fails the test on any serious or critical WCAG 2.x A/AA violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}, testInfo: TestInfo | null = null): Promise<AxeResults> {
  // Legacy mode runs axe in the page itself. The default mode opens a blank page per check to
  // merge the results of cross-origin frames, which the shop has none of, and injects axe there
  // too: twice the time (about 1.9 s a check against 0.9 s on this machine).
  // resultTypes: only the violations are gathered node by node (passes and the rest keep one node
  // a rule), which the check reads alone: a third to a half less time a check on a listing.
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(A11Y_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (blocking.length > 0 && testInfo) {
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = blocking.map((v) => `${v.id} (${v.impact}) on ${v.nodes.length} element(s)`);
  expect(summary, describe(blocking, page.url())).toEqual([]);
  return results;
}

export interface A11yFixture {
  check(options?: A11yOptions): Promise<AxeResults>;
}

export const test = base.extend<{ a11y: A11yFixture }>({
  a11y: async ({ page }, use, testInfo) => {
    await use({ check: (options) => expectNoA11yViolations(page, options, testInfo) });
  },
});

export { expect };
