/**
 * Words of a query that say what kind of product rather than which: a price ("under 2000", "₹500
 * to 1500", "2k"), a gender ("for women", "mens"), a size ("size 9", "uk 9", "xl"), a colour or a
 * brand the catalogue holds ("red football", "kinetix shoes"). They become filters and leave the
 * text match, so "running shoes under 2000" finds running shoes at ₹2,000 or less instead of
 * nothing (every word of the text must match). GET /search runs it on the API's catalogue copy,
 * the app's fallback index on the catalogue it listed and the fake shop on its products, so all
 * three read a query alike.
 *
 * Only values the catalogue holds are taken: "size 13" in a shop without it stays text, and so do
 * numbers that belong to a product's name ("Pack of 12", "10 kg", "Set of 5", a model's "500").
 */

/** The facet values a query's words may name, as the catalogue writes them. */
export interface Vocabulary {
  gender: readonly string[];
  size: readonly string[];
  color: readonly string[];
  brand: readonly string[];
  /** terms of several words that stay text whole, whatever their words ("carrom men" are carrom pieces) */
  phrases?: readonly string[];
}

export type UnderstoodFacet = 'price' | 'gender' | 'size' | 'color' | 'brand';

/** The wire shape of `query.understood` (the contract's UnderstoodDto). */
export interface Understood {
  facet: UnderstoodFacet;
  /** the words as they stand in the query */
  words: string;
  /** the catalogue's value ("UK 9"), a label ("Kids"), or for price `min-max` with an open side blank */
  value: string;
  /** the catalogue values filtered on (price: none) */
  values: string[];
  min?: number;
  max?: number;
}

export interface Intent {
  /** the query without the words taken as filters */
  text: string;
  understood: Understood[];
  /** the words asking for the cheap end ("cheap", "budget"), resolved by cheapBand once the rest is matched */
  cheap: string | null;
}

interface Token {
  /** lower case, accents kept */
  t: string;
  start: number;
  end: number;
  /** a price or size number ("2,000" → 2000, "1.5k" → 1500) */
  n?: number;
  /** written as money is ("2k", "2,000"), not as a model number or a count */
  money?: boolean;
}

const TOKEN = /₹|\d[\d,]*(?:\.\d+)?k?(?![\p{L}\d])|\d+(?=[\p{L}])|[\p{L}\p{M}]+(?:['’]s)?|[<>+\-–]/giu;

function tokens(q: string): Token[] {
  return [...q.matchAll(TOKEN)].map((m) => {
    const text = m[0].toLowerCase().replace(/['’]s$/, 's');
    const token: Token = { t: text, start: m.index, end: m.index + m[0].length };
    const number = /^(\d[\d,]*(?:\.\d+)?)(k?)$/.exec(text);
    if (number) {
      const digits = number[1]!.replace(/,/g, '');
      // "2,000" and "1,49,999" (lakh grouping) are prices; "1,2" is not a number anyone types.
      if (!number[1]!.includes(',') || /^\d{1,3}(,\d{2,3})+$/.test(number[1]!)) {
        token.n = Number(digits) * (number[2] ? 1000 : 1);
        token.money = number[1]!.includes(',') || number[2] === 'k';
      }
    }
    return token;
  });
}

const CURRENCY = new Set(['₹', 'rs', 'inr', 'rupees', 'rupee', 'rupaye', 'rupay']);
const AT_MOST = [
  ['under'],
  ['below'],
  ['less', 'than'],
  ['lesser', 'than'],
  ['lower', 'than'],
  ['upto'],
  ['up', 'to'],
  ['within'],
  ['max'],
  ['maximum'],
  ['not', 'more', 'than'],
  ['<'],
  ['budget'],
  ['till'],
];
const AT_LEAST = [['above'], ['over'], ['more', 'than'], ['greater', 'than'], ['min'], ['minimum'], ['starting'], ['from'], ['>']];
/** Said after the amount: "2000 se kam" (Hindi: less than 2000), "5000 and above". */
const AT_MOST_AFTER = [['se', 'kam'], ['or', 'less'], ['and', 'below'], ['and', 'under'], ['tak']];
const AT_LEAST_AFTER = [['se', 'upar'], ['se', 'zyada'], ['and', 'above'], ['or', 'more'], ['plus'], ['+']];
const CHEAP = [
  ['cheap'],
  ['cheapest'],
  ['budget'],
  ['affordable'],
  ['inexpensive'],
  ['low', 'price'],
  ['low', 'cost'],
  ['sasta'],
  ['sasti'],
  ['saste'],
];
/** Words after a number that make it a quantity, not a price: "under 5 kg" is a weight. */
const UNITS = new Set([
  'kg',
  'kgs',
  'g',
  'gm',
  'gms',
  'gram',
  'grams',
  'mm',
  'cm',
  'm',
  'inch',
  'inches',
  'ft',
  'feet',
  'l',
  'ltr',
  'litre',
  'liter',
  'ml',
  'lb',
  'lbs',
  'pcs',
  'pieces',
  'piece',
  'pack',
  'packs',
  'set',
  'sets',
  'year',
  'years',
  'yrs',
  'months',
  'kmph',
  'km',
  'speed',
  'gear',
  'gears',
  'psi',
  'oz',
]);
/** Gender words and the catalogue values they name (a unisex product is for men and women too). */
const GENDERS: Array<[string[], string, string[]]> = [
  [['men', 'mens', 'man', 'male', 'gents', 'gent', 'purush'], 'Men', ['Men', 'Unisex']],
  [['women', 'womens', 'woman', 'female', 'ladies', 'lady', 'mahila'], 'Women', ['Women', 'Unisex']],
  [['boys', 'boy'], 'Boys', ['Boys', 'Kids']],
  [['girls', 'girl'], 'Girls', ['Girls', 'Kids']],
  [
    ['kids', 'kid', 'children', 'child', 'childrens', 'junior', 'juniors', 'bachche', 'bacche', 'baccho'],
    'Kids',
    ['Kids', 'Boys', 'Girls', 'Junior'],
  ],
  [['unisex'], 'Unisex', ['Unisex']],
];
const LETTER_SIZES = new Set(['xs', 'xxs', 'xl', 'xxl', 'xxxl', '2xl', '3xl', '4xl', '5xl']);

/** A word as the vocabulary is matched: lower case, accents dropped ("Café" is "cafe"); facet values compare by case alone (facets.ts caseKey). */
const withoutAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/**
 * The words of vocabulary values and phrases, kept: every query compares its words with hundreds of
 * values, and splitting them again each time cost a search at 10 in flight more than its matching.
 */
const valueWords = new Map<string, string[]>();
const MAX_KEPT_VALUES = 50_000;

/** A value's words: "Li-Ning" → li ning, "Black/Orange" → black orange. */
function wordsOf(value: string): string[] {
  let words = valueWords.get(value);
  if (!words) {
    if (valueWords.size >= MAX_KEPT_VALUES) valueWords.clear();
    words = withoutAccents(value)
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean);
    valueWords.set(value, words);
  }
  return words;
}
const compact = (value: string) => wordsOf(value).join('');

/** Whether the tokens from `i` read as `phrase`; returns the number of tokens taken (0: no). */
function reads(ts: Token[], i: number, phrase: string[]): number {
  return phrase.every((w, k) => ts[i + k]?.t === w) ? phrase.length : 0;
}
const readsAny = (ts: Token[], i: number, phrases: string[][]) => Math.max(0, ...phrases.map((p) => reads(ts, i, p)));

interface Match {
  taken: number;
  understood?: Omit<Understood, 'words'>;
  cheap?: boolean;
}

/** A price at `i`: an optional currency before or after the number; `marked` when one was there. */
function amount(ts: Token[], i: number): { n: number; taken: number; marked: boolean } | null {
  let k = i;
  const before = ts[k] && CURRENCY.has(ts[k]!.t);
  if (before) k++;
  const n = ts[k]?.n;
  if (n === undefined || n <= 0) return null;
  k++;
  if (ts[k] && UNITS.has(ts[k]!.t)) return null;
  const after = ts[k] && CURRENCY.has(ts[k]!.t) && !before;
  if (after) k++;
  return { n, taken: k - i, marked: Boolean(before || after || ts[k - (after ? 2 : 1)]!.money) };
}

/** Plain numbers below this are not read as prices ("under 5" is more likely a size or a count). */
const LEAST_PRICE = 50;
const plausible = (a: { n: number; marked: boolean }) => a.marked || a.n >= LEAST_PRICE;

const range = (min?: number, max?: number): Omit<Understood, 'words'> => ({
  facet: 'price',
  value: `${min ?? ''}-${max ?? ''}`,
  values: [],
  ...(min !== undefined ? { min } : {}),
  ...(max !== undefined ? { max } : {}),
});

function price(ts: Token[], i: number): Match | null {
  if (ts[i]?.t === 'between') {
    const a = amount(ts, i + 1);
    const and = a && ts[i + 1 + a.taken]?.t === 'and' ? i + 2 + a.taken : -1;
    const b = and > 0 ? amount(ts, and) : null;
    if (a && b && b.n > a.n) return { taken: and + b.taken - i, understood: range(a.n, b.n) };
  }
  const from = ts[i]?.t === 'from' ? 1 : 0;
  const a = amount(ts, i + from);
  if (a) {
    const to = i + from + a.taken;
    const sep = ['to', 'se', '-', '–'].includes(ts[to]?.t ?? '') ? 1 : 0;
    const b = sep ? amount(ts, to + 1) : null;
    if (b && b.n > a.n && (plausible(a) || plausible(b))) return { taken: to + 1 + b.taken - i, understood: range(a.n, b.n) };
    const below = !from && plausible(a) ? readsAny(ts, to, AT_MOST_AFTER) : 0;
    if (below) return { taken: to + below - i, understood: range(undefined, a.n) };
    const above = plausible(a) ? readsAny(ts, to, AT_LEAST_AFTER) : 0;
    if (above) return { taken: to + above - i, understood: range(a.n) };
    // "rs 2000", "2k": at most that much, as a shopper names a budget.
    if (!from && a.marked) return { taken: a.taken, understood: range(undefined, a.n) };
  }
  for (const [phrases, side] of [
    [AT_MOST, 'max'],
    [AT_LEAST, 'min'],
  ] as const) {
    const said = readsAny(ts, i, phrases);
    const n = said ? amount(ts, i + said) : null;
    if (n && plausible(n)) return { taken: said + n.taken, understood: side === 'max' ? range(undefined, n.n) : range(n.n) };
  }
  const cheap = readsAny(ts, i, CHEAP);
  return cheap ? { taken: cheap, cheap: true } : null;
}

const inVocabulary = (vocabulary: readonly string[], wanted: readonly string[]) =>
  vocabulary.filter((v) => wanted.some((w) => wordsOf(v).join(' ') === withoutAccents(w)));

function gender(ts: Token[], i: number, vocabulary: Vocabulary): Match | null {
  const lead = ts[i]?.t === 'for' ? 1 : 0;
  const word = ts[i + lead]?.t;
  const found = GENDERS.find(([words]) => word !== undefined && words.includes(word));
  if (!found) return null;
  const values = inVocabulary(vocabulary.gender, found[2]);
  // A gender the catalogue does not hold (no kids' products) stays a word of the text: Unisex alone is not "kids".
  if (!values.some((v) => withoutAccents(v) !== 'unisex' || found[1] === 'Unisex')) return null;
  return { taken: lead + 1, understood: { facet: 'gender', value: found[1], values } };
}

function sized(vocabulary: Vocabulary, keys: string[], taken: number): Match | null {
  const values = vocabulary.size.filter((v) => keys.includes(compact(v)));
  return values.length ? { taken, understood: { facet: 'size', value: values[0]!, values } } : null;
}

function size(ts: Token[], i: number, vocabulary: Vocabulary): Match | null {
  const t = ts[i]?.t;
  const next = ts[i + 1];
  if (t === 'free' && next?.t === 'size') return sized(vocabulary, ['freesize', 'onesize'], 2);
  if (t === 'freesize') return sized(vocabulary, ['freesize', 'onesize'], 1);
  if (t === 'uk' && next?.n !== undefined) return sized(vocabulary, [`uk${next.t}`], 2);
  if (ts[i]?.n !== undefined && next?.t === 'uk') return sized(vocabulary, [`uk${t}`], 2);
  if (t === 'size' && next) {
    if (next.t === 'uk' && ts[i + 2]?.n !== undefined) return sized(vocabulary, [`uk${ts[i + 2]!.t}`], 3);
    if (next.t === 'free') return sized(vocabulary, ['freesize', 'onesize'], 2);
    if (next.n !== undefined) return sized(vocabulary, [next.t, `uk${next.t}`, `size${next.t}`], 2);
    if (/^(x*[sml]|\dxl)$/.test(next.t)) return sized(vocabulary, [next.t], 2);
  }
  if (t && LETTER_SIZES.has(t)) return sized(vocabulary, [t], 1);
  return null;
}

interface Named {
  taken: number;
  values: string[];
}

/** The longest run of words from `i` that is a whole value of `values` (several values may share it). */
function named(ts: Token[], i: number, values: readonly string[]): Named | null {
  let best: Named | null = null;
  for (const value of values) {
    const taken = reads(ts, i, wordsOf(value));
    if (taken === 0 || taken < (best?.taken ?? 0)) continue;
    best = best && best.taken === taken ? { taken, values: [...best.values, value] } : { taken, values: [value] };
  }
  return best;
}

/** Every value holding the word at `i`: "blue" names Royal Blue and Black/Blue too. */
function holding(ts: Token[], i: number, values: readonly string[]): string[] {
  const word = ts[i]?.t;
  return word ? values.filter((v) => wordsOf(v).includes(word)) : [];
}

function brandOrColor(ts: Token[], i: number, vocabulary: Vocabulary): Match | null {
  const brand = named(ts, i, vocabulary.brand);
  if (brand) return { taken: brand.taken, understood: { facet: 'brand', value: brand.values[0]!, values: brand.values } };
  const exact = named(ts, i, vocabulary.color);
  if (exact && exact.taken > 1)
    return { taken: exact.taken, understood: { facet: 'color', value: exact.values[0]!, values: exact.values } };
  const values = holding(ts, i, vocabulary.color);
  if (values.length === 0) return null;
  const value = values.find((v) => wordsOf(v).length === 1) ?? ts[i]!.t.replace(/^./, (c) => c.toUpperCase());
  return { taken: 1, understood: { facet: 'color', value, values } };
}

/** Which tokens belong to a phrase that stays text. */
function keptWords(ts: Token[], phrases: readonly string[]): boolean[] {
  const kept = ts.map(() => false);
  for (const phrase of phrases) {
    const words = wordsOf(phrase);
    for (let i = 0; i < ts.length; i++) if (words.length > 1 && reads(ts, i, words)) kept.fill(true, i, i + words.length);
  }
  return kept;
}

/** The words of `q` read as filters, and the text left to match. */
export function understand(q: string, vocabulary: Vocabulary): Intent {
  const ts = tokens(q);
  const kept = keptWords(ts, vocabulary.phrases ?? []);
  const understood: Understood[] = [];
  const cut: Array<[number, number]> = [];
  let cheap: string | null = null;
  for (let i = 0; i < ts.length; ) {
    const found = kept[i]
      ? null
      : (price(ts, i) ?? gender(ts, i, vocabulary) ?? size(ts, i, vocabulary) ?? brandOrColor(ts, i, vocabulary));
    const match = found && !kept.slice(i, i + found.taken).includes(true) ? found : null;
    if (!match) {
      i++;
      continue;
    }
    const [start, end] = [ts[i]!.start, ts[i + match.taken - 1]!.end];
    const words = q.slice(start, end);
    // One filter per facet and kind: a second price or the same value again stays text.
    const repeat =
      match.understood &&
      understood.some((u) => u.facet === match.understood!.facet && (u.facet === 'price' || u.value === match.understood!.value));
    if (repeat || (match.cheap && cheap !== null)) {
      i += match.taken;
      continue;
    }
    if (match.cheap) cheap = words;
    else understood.push({ ...match.understood!, words });
    cut.push([start, end]);
    i += match.taken;
  }
  if (cheap !== null && understood.some((u) => u.facet === 'price')) {
    // "cheap shoes under 2000": the amount says it; "cheap" is dropped as a word.
    cheap = null;
  }
  let text = '';
  let at = 0;
  for (const [start, end] of cut) {
    text += `${q.slice(at, start)} `;
    at = end;
  }
  text = (text + q.slice(at)).replace(/\s+/g, ' ').trim();
  return { text, understood, cheap };
}

/** Share of the matching products "cheap" keeps: the cheapest third. */
export const CHEAP_SHARE = 1 / 3;

/**
 * The price "cheap" stands for: the price under which the cheapest third of `prices` (what the
 * rest of the query matches) fall, rounded up to a price a shop writes (…99). What is cheap for a
 * bicycle is not for a skipping rope, so the band follows the products asked for.
 */
export function cheapBand(prices: ArrayLike<number>): number | null {
  if (prices.length === 0) return null;
  const sorted = Float64Array.from(prices).sort();
  const at = sorted[Math.max(0, Math.ceil(sorted.length * CHEAP_SHARE) - 1)]!;
  return Math.ceil((at + 1) / 100) * 100 - 1;
}

/** Cheap as an understood price filter, once the band is known. */
export const cheapFilter = (words: string, max: number): Understood => ({ facet: 'price', words, value: `-${max}`, values: [], max });
