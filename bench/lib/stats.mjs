/** Small statistics for the bench's figures. */

const finite = (values) => values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);

export const median = (values) => {
  const sorted = finite(values);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The nearest-rank percentile (p in 0–100). */
export const percentile = (values, p) => {
  const sorted = finite(values);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
