/**
 * What bench:search asks. The headline figures are for requests the API has never seen: every
 * measured /search differs from every other in its words (or, browsing, in its filters), so no
 * answer, plan, matching or facet count can come from an earlier request — only what is kept per
 * catalogue (its vocabulary, its browsing data) may. The requests are what shoppers send: the
 * judged queries and variations of them (another typo, the other number, the words reordered, a
 * gender, colour or brand added, a word still being typed), some sorted, some on page 2 or 3
 * (a shared link), some with filters taken from the product kind's own sizes, colours and brands,
 * and category browsing with facets, filters, sorts and pages 1–3.
 */
import { COLOURS, random } from './catalog.mjs';
import { TYPES } from './types.mjs';

const enc = encodeURIComponent;
const SORTS = ['price-asc', 'price-desc', 'discount', 'newest'];
const CATEGORIES = [...new Set(TYPES.map((t) => t.category))];

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

function shuffle(rand, list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One letter dropped or two swapped in the longest word of 5+ letters: the typos phones make. */
function typo(rand, q) {
  const words = q.split(' ');
  const i = words.reduce((best, w, k) => (w.length > words[best].length ? k : best), 0);
  const w = words[i];
  if (w.length < 5 || /\d/.test(w)) return null;
  const at = 1 + Math.floor(rand() * (w.length - 2));
  words[i] = rand() < 0.5 ? w.slice(0, at) + w.slice(at + 1) : w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  return words.join(' ');
}

/** The judged query and what shoppers type around it. */
function variations(rand, q, type) {
  const words = q.split(' ');
  const last = words.at(-1);
  const out = [
    q,
    typo(rand, q),
    /\d/.test(last) ? null : [...words.slice(0, -1), last.endsWith('s') ? last.slice(0, -1) : `${last}s`].join(' '),
    words.length > 1 ? [...words].reverse().join(' ') : null,
    type?.genders?.length > 1 && !/\b(men|women)\b/.test(q) ? `${pick(rand, type.genders).toLowerCase()} ${q}` : null,
    `${pick(rand, type?.colours ?? COLOURS).toLowerCase()} ${q}`,
    type ? `${pick(rand, type.brands).toLowerCase()} ${q}` : null,
    last.length >= 6 ? q.slice(0, -2) : null,
  ];
  return out.filter(Boolean);
}

/** `n` filters (of different kinds) a shopper would pick for this kind of product, from what it comes in. */
function filterFor(rand, type, n = 1) {
  const choices = [
    () => `size=${enc(pick(rand, type.sizes ?? ['One Size']))}`,
    () => `color=${enc(pick(rand, type.colours ?? COLOURS))}`,
    () => `brand=${enc(pick(rand, type.brands))}&brand=${enc(pick(rand, type.brands))}`,
    () => `minPrice=${type.price[0]}&maxPrice=${Math.round((type.price[0] + type.price[1]) / 2)}`,
    () => 'onSale=true',
    () => `gender=${enc(pick(rand, type.genders ?? ['Unisex']))}`,
  ];
  return shuffle(rand, choices)
    .slice(0, n)
    .map((f) => f())
    .join('&');
}

/** The request shape: mostly first pages by relevance, then sorts, later pages and filters. */
function shaped(rand, base, type) {
  const r = rand();
  if (r < 0.55) return base;
  if (r < 0.7) return `${base}&sort=${pick(rand, SORTS)}`;
  if (r < 0.8) return `${base}&page=${2 + Math.floor(rand() * 2)}${rand() < 0.5 ? `&sort=${pick(rand, SORTS)}` : ''}`;
  return `${base}&${filterFor(rand, type)}${rand() < 0.3 ? `&sort=${pick(rand, SORTS)}` : ''}`;
}

/** Category browsing as the listing screens send it: facets, filters, sorts, pages 1–3. */
function browsing(rand) {
  const out = new Set(['/search', '/search?sort=discount&page=3', '/search?onSale=true&sort=price-asc']);
  for (const category of CATEGORIES) {
    const types = TYPES.filter((t) => t.category === category);
    const c = `category=${enc(category)}`;
    out
      .add(`/search?${c}`)
      .add(`/search?${c}&sort=${pick(rand, SORTS)}`)
      .add(`/search?${c}&page=2`);
    for (let k = 0; k < 6; k++) {
      const type = pick(rand, types);
      const sub = rand() < 0.4 ? `&parentCategory=${enc(type.sub)}` : '';
      const sort = rand() < 0.4 ? `&sort=${pick(rand, SORTS)}` : '';
      const page = rand() < 0.2 ? `&page=${2 + Math.floor(rand() * 2)}` : '';
      out.add(`/search?${c}${sub}&${filterFor(rand, type, rand() < 0.4 ? 2 : 1)}${sort}${page}`);
    }
  }
  return [...out];
}

const typeOf = (want) => TYPES.find((t) => want.type?.includes(t.name));

/**
 * The /search and /search/suggest requests of each pass: `sequential` and `concurrent` hold
 * requests asked once each (never seen by the API), `repeat` what was already asked.
 */
export function workload(judged, seed = 7) {
  const rand = random(seed);
  const seen = new Set();
  const search = [];
  for (const { q, want } of judged) {
    const type = typeOf(want);
    for (const v of variations(rand, q, type)) {
      const words = v.toLowerCase().trim();
      if (seen.has(words)) continue;
      seen.add(words);
      search.push(shaped(rand, `/search?q=${enc(v)}`, type ?? TYPES[0]));
    }
  }
  search.push(...browsing(rand));
  const searches = shuffle(rand, search);

  // Suggestions: every prefix of 2+ letters of the judged queries and their typos, each asked once.
  const typed = new Set();
  for (const { q } of judged) {
    for (const text of [q, typo(rand, q)].filter(Boolean)) for (let n = 2; n <= text.length; n++) typed.add(text.slice(0, n).trimEnd());
  }
  const suggestions = shuffle(
    rand,
    [...typed].filter((t) => t.length >= 2),
  ).map((t) => `/search/suggest?q=${enc(t)}`);

  const split = (urls, sequential) => ({ sequential: urls.slice(0, sequential), concurrent: urls.slice(sequential) });
  return {
    '/search': split(searches, Math.round(searches.length / 3)),
    '/search/suggest': split(suggestions.slice(0, 450), 150),
  };
}

/** /products as the listing screens ask it (its cold pass repeats the URLs with another page size). */
export const LISTINGS = [
  ...[1, 2, 3, 10, 50].map((p) => `/products?page=${p}`),
  '/products?limit=100',
  '/products?featured=true',
  ...['sports shoes', 'gym wear', 'yoga accessories', 'outdoor sports'].map((c) => `/products?category=${enc(c)}`),
  '/products?category=sports%20shoes&page=5',
  '/products?gender=men',
  '/products?category=gym%20wear&parentCategory=hoodies',
  '/products?filter=Men,Unisex',
  '/products?category=fitness%20accessories&limit=48&page=2',
];
