/**
 * The size gate CI runs (`npm run size:check`): the size figures against bench/budgets.json.
 * Budgets are KB (1024 bytes) of level-9 gzip; each was set at the achieved figure or the issue's
 * target, whichever is larger, so the gate stops regressions without demanding the unachieved.
 */

const BUDGETS = [
  ['initialJsGzipKB', 'JS transferred before `/` is interactive', (size) => size.initial.gzip],
  ['largestLazyChunkGzipKB', 'largest lazy route chunk', (size) => size.dist.largestLazy?.gzip ?? 0],
  ['totalJsGzipKB', 'all JS of the build', (size) => size.dist.total.gzip],
];

export function checkBudgets(size, budgets) {
  if (!budgets) throw new Error('bench/budgets.json is missing');
  return BUDGETS.map(([key, measure, figure]) => {
    const budget = budgets[key];
    if (typeof budget !== 'number') throw new Error(`bench/budgets.json has no number "${key}"`);
    // Compared at the precision shown and budgeted (0.1 KB).
    const kb = Number((figure(size) / 1024).toFixed(1));
    return { key, measure, kb, budget, ok: kb <= budget };
  });
}

export function formatBudgets(checks) {
  const lines = ['| size (gzip) | figure | budget | |', '|---|---|---|---|'];
  for (const c of checks) {
    lines.push(`| ${c.measure} | ${c.kb.toFixed(1)} KB | ${c.budget} KB | ${c.ok ? 'ok' : `OVER by ${(c.kb - c.budget).toFixed(1)} KB`} |`);
  }
  return lines.join('\n');
}
