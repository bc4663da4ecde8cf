// One formatter for counts, made once: `n.toLocaleString('en-IN')` builds a new Intl formatter on
// every call (~1 ms each on a phone), and a reviews page writes a dozen counts per render.
const enIn = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 1280 → "1,280", 1280000 → "12,80,000" (Indian digit grouping, as prices are). */
export function formatCount(count: number): string {
  return enIn.format(count);
}
