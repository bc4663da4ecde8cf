/**
 * A made-up but realistic Indian sports catalogue of N products for `npm run bench:search`: the
 * store's seven categories, the product types and brands such shops carry, their sizes, colours
 * and price ranges, titles and descriptions written the way marketplaces write them. Seeded, so
 * the same N gives the same catalogue (the judged queries rely on what it holds).
 */
import { TYPES } from './types.mjs';

export const COLOURS = [
  'Black',
  'Navy',
  'Grey',
  'Red',
  'Blue',
  'White',
  'Olive',
  'Maroon',
  'Teal',
  'Pink',
  'Lavender',
  'Neon Green',
  'Orange',
  'Yellow',
  'Charcoal',
  'Royal Blue',
  'Sky Blue',
  'Green',
  'Purple',
  'Beige',
];
const MODEL_A = [
  'Aero',
  'Cloud',
  'Swift',
  'Nitro',
  'Glide',
  'Pace',
  'Strike',
  'Zoom',
  'Flex',
  'Ultra',
  'Rapid',
  'Storm',
  'Prime',
  'Titan',
  'Blaze',
  'Velocity',
  'Core',
  'Apex',
  'Edge',
  'Fusion',
  'Pulse',
  'Rise',
  'Vortex',
  'Zen',
  'Trail',
  'Metro',
  'Force',
];
const MODEL_B = ['Pro', 'Max', 'Lite', 'X', 'Plus', 'Elite', 'Sport', 'Active', 'Classic', 'Evo', 'Prime', '2.0', '300', '500', '900'];
const USES = [
  'daily training',
  'home workouts',
  'the gym',
  'weekend matches',
  'school and club play',
  'long sessions',
  'beginners and regulars',
  'indoor and outdoor use',
  'monsoon mornings',
  'competitive play',
];
const PROMISES = [
  'Backed by a {w}-month warranty.',
  'Free delivery across India.',
  'Easy 15-day returns.',
  'Ships in 24 hours from our Bengaluru warehouse.',
  'Quality checked before dispatch.',
];

/** mulberry32: a small seeded generator, so every run draws the same catalogue. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A v4-shaped UUID from the generator: the same run gives the same ids. */
function uuid(rand) {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(rand() * 4)]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const some = (rand, list, min, max) => {
  const n = min + Math.floor(rand() * (max - min + 1));
  return [...list].sort(() => rand() - 0.5).slice(0, n);
};
// Prices end in 9, as shops write them (₹1,499).
const price = (rand, [lo, hi]) => Math.max(99, Math.round((lo + rand() * (hi - lo)) / 100) * 100 - 1);

function product(rand, type, now) {
  const brand = pick(rand, type.brands);
  const model = rand() < 0.7 ? `${pick(rand, MODEL_A)} ${pick(rand, MODEL_B)}` : pick(rand, MODEL_A);
  const feature = pick(rand, type.features);
  const variant = type.variants ? pick(rand, type.variants) : null;
  const sizes = type.sizes
    ? type.oneOf
      ? [pick(rand, type.sizes)]
      : some(rand, type.sizes, Math.min(3, type.sizes.length), type.sizes.length)
    : ['One Size'];
  const colours = some(rand, type.colours ?? COLOURS, 1, 3);
  const gender = type.genders ? pick(rand, type.genders) : null;
  const who = gender === 'Men' ? "Men's " : gender === 'Women' ? "Women's " : '';
  const title = [brand, model, rand() < 0.5 ? feature.title : null, `${who}${type.name}`, type.oneOf ? sizes[0] : null, variant]
    .filter(Boolean)
    .join(' ');
  const regularPrice = price(rand, type.price);
  const onSale = rand() < 0.6;
  const discountedPrice = onSale ? Math.max(99, Math.round((regularPrice * (0.4 + rand() * 0.5)) / 10) * 10 - 1) : null;
  const description = [
    `${feature.text} ${type.name.toLowerCase()} from ${brand}, made for ${pick(rand, USES)}.`,
    pick(rand, type.features).text + (rand() < 0.5 ? ` and ${pick(rand, type.features).text.toLowerCase()}` : '') + '.',
    `Material: ${pick(rand, type.materials)}.`,
    pick(rand, PROMISES).replace('{w}', String(pick(rand, [3, 6, 12, 24]))),
  ].join(' ');
  const attributes = [
    { key: 'brand', value: [brand] },
    { key: 'type', value: [type.name] },
    { key: type.sizeKey ?? 'size', value: sizes },
    { key: 'color', value: colours },
    { key: 'material', value: [pick(rand, type.materials)] },
  ];
  if (rand() < 0.05) attributes.push({ key: 'featured', value: ['true'] });
  const id = uuid(rand);
  return {
    id,
    title,
    description,
    imgUrl: `https://images.example.in/p/${id}/1.jpg`,
    images: [{ url: `https://images.example.in/p/${id}/1.jpg` }, { url: `https://images.example.in/p/${id}/2.jpg` }],
    category: type.category,
    parentCategory: type.sub,
    gender,
    regularPrice,
    discountedPrice,
    createdAt: new Date(now - Math.floor(rand() * 730 * 86_400_000)).toISOString(),
    attributes,
  };
}

/** N products as NDJSON lines; types are drawn by their weight (shoes and gym wear sell most). */
export function* generateCatalog(n, seed = 20) {
  const rand = random(seed);
  const total = TYPES.reduce((sum, t) => sum + (t.weight ?? 1), 0);
  const now = Date.UTC(2026, 0, 1);
  for (let i = 0; i < n; i++) {
    let r = rand() * total;
    const type = TYPES.find((t) => (r -= t.weight ?? 1) < 0) ?? TYPES.at(-1);
    yield JSON.stringify(product(rand, type, now));
  }
}
