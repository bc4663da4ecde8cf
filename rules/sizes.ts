/**
 * Sizes in the order a shopper reads them, wherever a list of sizes is shown (a product's size
 * buttons, the size filter's checkboxes, the API's size facet): letter sizes small to large
 * (XXS < XS < S < M < L < XL < XXL, "2XL" being XXL, "S-M" between S and M… after both); then
 * sizes of one system by their number ("UK 6" < "UK 10" < "UK 11", "EU 42" apart from them, "5 kg"
 * < "16 kg", "3U" < "4U"); then anything else ("One Size", "Short Handle") by its text, numbers
 * within it read as numbers.
 */

interface SizeKey {
  /** 0: letter sizes, 1: a number of some system or unit, 2: anything else. */
  kind: 0 | 1 | 2;
  /** The system or unit ('uk', 'kg', '' for a bare number); the text itself for kind 2. */
  system: string;
  /** The size, and the upper end of a range ("S-M", "6-8") or the size again. */
  low: number;
  high: number;
}

const WORDS: Record<string, string> = { SMALL: 'S', MEDIUM: 'M', LARGE: 'L', 'X-LARGE': 'XL', 'XX-LARGE': 'XXL', 'X-SMALL': 'XS' };

/** M is 0, S -1, XS -2, XXS and 2XS -3; L 1, XL 2, XXL and 2XL 3, 3XL 4… null for no letter size. */
function letterRank(text: string): number | null {
  const upper = text.trim().toUpperCase();
  const match = /^(?:(\d)X|(X*))(S|M|L)$/.exec(WORDS[upper] ?? upper);
  if (!match) return null;
  const [, times, xs, letter] = match;
  const extra = times ? Number(times) : (xs ?? '').length;
  if (letter === 'M') return extra === 0 ? 0 : null;
  return letter === 'S' ? -1 - extra : 1 + extra;
}

const NUMBER = '(\\d+(?:[.,]\\d+)?)';
const SYSTEM_FIRST = new RegExp(`^([a-z]+)\\.?\\s*${NUMBER}(?:\\s*[-–/]\\s*${NUMBER})?$`);
const NUMBER_FIRST = new RegExp(`^${NUMBER}(?:\\s*[-–/]\\s*${NUMBER})?\\s*([a-z]*)$`);
const asNumber = (text: string | undefined) => Number((text ?? '').replace(',', '.'));

function keyOf(size: string): SizeKey {
  const text = size.trim().toLowerCase();
  const whole = letterRank(text);
  if (whole !== null) return { kind: 0, system: '', low: whole, high: whole };
  const range = text.split(/\s*[-–/]\s*/);
  const ranks = range.map(letterRank);
  if (range.length <= 2 && ranks.every((rank) => rank !== null)) {
    const [low, high = low] = ranks as number[];
    return { kind: 0, system: '', low: low!, high: high! };
  }
  const systemFirst = SYSTEM_FIRST.exec(text);
  if (systemFirst) {
    const low = asNumber(systemFirst[2]);
    return { kind: 1, system: systemFirst[1]!, low, high: systemFirst[3] ? asNumber(systemFirst[3]) : low };
  }
  const numberFirst = NUMBER_FIRST.exec(text);
  if (numberFirst) {
    const low = asNumber(numberFirst[1]);
    return { kind: 1, system: numberFirst[3] ?? '', low, high: numberFirst[2] ? asNumber(numberFirst[2]) : low };
  }
  return { kind: 2, system: text, low: 0, high: 0 };
}

// Plain code-unit order, the same in every runtime and locale (localeCompare is not).
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Numbers inside text compared as numbers ("Size 5" < "Size 10"), the rest as text. */
function byTextWithNumbers(a: string, b: string): number {
  const parts = (text: string) => text.match(/\d+|\D+/g) ?? [];
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [x, y] = [left[i]!, right[i]!];
    const numeric = /^\d/.test(x) && /^\d/.test(y);
    const order = numeric ? Number(x) - Number(y) || byText(x, y) : byText(x, y);
    if (order !== 0) return Math.sign(order);
  }
  return Math.sign(left.length - right.length);
}

/** A comparator for Array.prototype.sort: the order above, then the text itself so it is total. */
export function compareSizes(a: string, b: string): number {
  const [x, y] = [keyOf(a), keyOf(b)];
  return (
    x.kind - y.kind ||
    (x.kind === 2 ? byTextWithNumbers(x.system, y.system) : byText(x.system, y.system)) ||
    Math.sign(x.low - y.low) ||
    Math.sign(x.high - y.high) ||
    byText(a, b)
  );
}

/** Anything that lists a size (a facet's count), sorted as sizes; a new array. */
export function sortedBySize<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizes(sizeOf(a), sizeOf(b)));
}

/** Sizes sorted as sizes; a new array. */
export function sortSizes(sizes: readonly string[]): string[] {
  return sortedBySize(sizes, (size) => size);
}
