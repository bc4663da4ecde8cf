interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer input in between: the
 * Prioritized Task Scheduling API's `scheduler.yield()` where the browser has it (it resumes ahead
 * of other queued tasks), else a zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` once the main thread is idle (within `timeout` ms at the latest): what can wait for the page to settle. */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 1);
}
