import type { Page } from '@playwright/test';

type Shifts = { shifts: number[] };

/** Records the page's layout shifts not caused by input, from before its first paint. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as Shifts).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far. */
export const layoutShiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as Shifts).shifts.reduce((sum, value) => sum + value, 0));
