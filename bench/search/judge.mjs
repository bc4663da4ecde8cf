/**
 * What makes a product a relevant answer to a judged query of bench:search, read from the
 * product's own fields only (its type, size, colour and brand attributes, gender and prices),
 * never from what the API says it understood; and how many products of the generated catalogue
 * answer each query, so precision@5 knows when fewer than five exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateCatalog } from './catalog.mjs';

/** The judged sets measured by precision@5 (issue 28), by name. */
export const PRECISION_SETS = { intent: 'judged-intent.json', types: 'judged-types.json' };

/** The queries of each precision@5 set, by name. */
export const precisionSets = () =>
  Object.fromEntries(
    Object.entries(PRECISION_SETS).map(([name, file]) => [
      name,
      JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')).queries,
    ]),
  );

/** The price a shopper pays: the sale price when there is one. */
export const paid = (product) => product.discountedPrice ?? product.regularPrice;

const wordsOf = (value) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);

/**
 * Every field of `want` must hold: type (one of), gender (the value, or one of a list: "for men"
 * accepts Men and Unisex), size (one of the product's sizes), color (a word of one of its
 * colours: "blue" is Royal Blue too), brand, minPrice / maxPrice (on the price paid), title (a
 * phrase of the title, case-insensitive). `cheap` is resolved to a maxPrice by answers() first.
 */
export function relevant(product, want) {
  const attr = (k) => product.attributes.find((a) => a.key.toLowerCase() === k)?.value ?? [];
  if (want.type && !want.type.some((t) => attr('type').includes(t))) return false;
  if (want.gender && ![want.gender].flat().includes(product.gender)) return false;
  if (want.brand && !attr('brand').includes(want.brand)) return false;
  if (want.size && !attr('size').includes(want.size)) return false;
  if (want.color && !attr('color').some((c) => wordsOf(c).includes(want.color.toLowerCase()))) return false;
  if (want.minPrice !== undefined && paid(product) < want.minPrice) return false;
  if (want.maxPrice !== undefined && paid(product) > want.maxPrice) return false;
  if (want.title && !product.title.toLowerCase().includes(want.title.toLowerCase())) return false;
  return true;
}

/**
 * "cheap": the cheapest third of what the rest of the query asks for, as the API reads it
 * (rules/intent.ts cheapBand, CHEAP_SHARE): the price under which the cheapest third of
 * the products answering the rest of `want` fall, rounded up to a shop's …99. Computed here from
 * the catalogue, so the API's own band is not taken on trust.
 */
function cheapBand(prices) {
  const sorted = [...prices].sort((a, b) => a - b);
  const at = sorted[Math.max(0, Math.ceil(sorted.length / 3) - 1)];
  return Math.ceil((at + 1) / 100) * 100 - 1;
}

/**
 * The judged queries of `sets` ({ name: queries }) against the generated catalogue of `products`:
 * each query with its `want` resolved (cheap → maxPrice) and `inCatalogue`, the number of
 * products answering it.
 */
export function answers(products, sets) {
  const all = Object.values(sets).flat();
  const rest = all.map(({ want }) => {
    const { cheap, ...others } = want;
    return others;
  });
  const prices = all.map(() => []);
  for (const line of generateCatalog(products)) {
    const product = JSON.parse(line);
    rest.forEach((want, i) => {
      if (relevant(product, want)) prices[i].push(paid(product));
    });
  }
  let i = 0;
  return Object.fromEntries(
    Object.entries(sets).map(([name, queries]) => [
      name,
      queries.map((query) => {
        const k = i++;
        if (!query.want.cheap || prices[k].length === 0) return { ...query, want: rest[k], inCatalogue: prices[k].length };
        const maxPrice = cheapBand(prices[k]);
        return { ...query, want: { ...rest[k], maxPrice }, inCatalogue: prices[k].filter((p) => p <= maxPrice).length };
      }),
    ]),
  );
}
