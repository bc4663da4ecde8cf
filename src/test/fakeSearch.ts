import { browseRows, soldOutLast } from '@rules/browse';
import { FACET_NAMES } from '@rules/facets';
import { noFilters, searchFilters, valuesIn, withUnderstood, type Row, type SearchFilters } from '@rules/filters';
import { cheapBand, cheapFilter, understand, type Vocabulary } from '@rules/intent';
import { DEFAULT_PAGE_SIZE, pageOf, totalPages } from '@rules/paging';
import { whollySoldOut } from '@rules/stock';
import type { ProductDto, SearchResultDto, SuggestionDto } from '../../server/src/contracts';

/**
 * The fake shop's `GET /search` and `GET /search/suggest`, computed from its products with a text
 * match of its own (every word found somewhere in the product, spelling corrected by the
 * catalogue's words), so that app tests check real answers rather than canned ones. Intent words
 * ("under 2000", "for women", "red") are read by the API's own parser and become filters, and the
 * filters and facet counts are the API's own model (rules/browse.ts), as on the server.
 */

const attribute = (product: ProductDto, keys: string[]) =>
  product.attributes.find((item) => keys.includes(item.key.toLowerCase()))?.value ?? [];

const priceOf = (product: ProductDto) => product.discountedPrice ?? product.regularPrice;

/** A product as the reference server's catalogue copy holds it (its SQL reads the same attributes). */
export const rowOf = (product: ProductDto): Row => ({
  facets: {
    category: product.category,
    parentCategory: product.parentCategory,
    gender: product.gender,
    size: attribute(product, ['size', 'sizes']),
    color: attribute(product, ['color', 'colour', 'colors']),
    brand: attribute(product, ['brand']),
  },
  price: priceOf(product),
  onSale: product.discountedPrice !== null && product.discountedPrice < product.regularPrice,
  featured: product.attributes.some((item) => item.key === 'featured' && item.value.includes('true')),
  soldOut: whollySoldOut(product.variants),
});

/** As the server: sold-out products last whatever the sort; the facet answered only where stock is counted. */
export const soldOutAfter = (products: ProductDto[]) => soldOutLast(products, (product) => whollySoldOut(product.variants));
export const countsStock = (products: ProductDto[]) => products.some((product) => product.variants);
const textOf = (product: ProductDto) =>
  [product.title, product.category, product.parentCategory ?? '', product.description, ...product.attributes.flatMap((item) => item.value)]
    .join(' ')
    .toLowerCase();
const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]!;
}

const matchesWords = (product: ProductDto, words: string[]) => words.every((word) => textOf(product).includes(word));

/** Each unknown word replaced by the nearest word of the catalogue (at most 2 edits), if that finds anything. */
function correction(products: ProductDto[], words: string[]): string | undefined {
  const vocabulary = [
    ...new Set(products.flatMap((product) => wordsOf(textOf(product)).map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')))),
  ];
  const fixed = words.map((word) => {
    if (products.some((product) => textOf(product).includes(word))) return word;
    const near = vocabulary.map((candidate) => ({ candidate, d: distance(word, candidate) })).sort((a, b) => a.d - b.d)[0];
    return near && near.d <= 2 ? near.candidate : word;
  });
  const text = fixed.join(' ');
  return text !== words.join(' ') && products.some((product) => matchesWords(product, fixed)) ? text : undefined;
}

/** The query's filters as the server reads them: values trimmed, blanks dropped. */
function filtersOf(query: URLSearchParams): SearchFilters {
  const filters = noFilters();
  for (const facet of FACET_NAMES)
    filters[facet] = query
      .getAll(facet)
      .map((value) => value.trim())
      .filter(Boolean);
  const price = (key: string) => (query.get(key) === null ? null : Number(query.get(key)));
  return {
    ...filters,
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    onSale: query.get('onSale') === 'true',
    inStock: query.get('inStock') === 'true',
  };
}

/** Each named facet's distinct values, trimmed: those a query's words may name. */
function vocabularyOf(rows: Row[]): Vocabulary {
  const of = (facet: 'gender' | 'size' | 'color' | 'brand') =>
    [...new Set(rows.flatMap((row) => valuesIn(row.facets[facet]).map((value) => value.trim())))].filter(Boolean);
  return { gender: of('gender'), size: of('size'), color: of('color'), brand: of('brand') };
}

/**
 * Nothing matches every word: the words matching nothing alone are dropped, when the rest finds
 * something. Not with `exact=true` (the words as typed) nor when a spelling is offered instead.
 */
function relaxation(all: ProductDto[], q: string, text: string) {
  const typed = text.split(/\s+/).filter(Boolean);
  const kept = typed.filter((word) => all.some((product) => matchesWords(product, wordsOf(word))));
  if (kept.length === 0 || kept.length === typed.length || !all.some((product) => matchesWords(product, wordsOf(kept.join(' ')))))
    return null;
  const dropped = typed.filter((word) => !kept.includes(word));
  const showing = q.split(/\s+/).filter((word) => !dropped.includes(word));
  return { words: wordsOf(kept.join(' ')), relaxed: { dropped: dropped.join(' '), showing: showing.join(' ') } };
}

const discount = (product: ProductDto) => (product.discountedPrice === null ? 0 : 1 - product.discountedPrice / product.regularPrice);

const newest = (a: ProductDto, b: ProductDto) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

export function fakeSearch(products: ProductDto[], query: URLSearchParams): SearchResultDto {
  // As the server's catalogue copy: newest first, ties by id.
  const all = [...products].sort(newest);
  const rows = all.map(rowOf);
  const q = (query.get('q') ?? '').trim();
  const intent = understand(q, vocabularyOf(rows));
  const typed = wordsOf(intent.text);
  // As the reference server: words the catalogue does not know are searched as it spells them
  // (`corrected` says so: the corrected text, then the words read as filters) unless `exact=true`;
  // with nothing found either way, `corrected` offers one.
  const spelled = (text: string | undefined) =>
    text && [text, ...intent.understood.map((item) => item.words), intent.cheap ?? ''].join(' ').trim();
  const fixed = typed.length && !all.some((product) => matchesWords(product, typed)) ? correction(all, typed) : undefined;
  const fix = spelled(fixed);
  const replaced = fix !== undefined && query.get('exact') !== 'true';
  let words = replaced ? wordsOf(fixed!) : typed;
  const relaxed =
    !fix && query.get('exact') !== 'true' && !all.some((product) => matchesWords(product, words)) ? relaxation(all, q, intent.text) : null;
  if (relaxed) words = relaxed.words;
  const matched = all.flatMap((product, at) => (matchesWords(product, words) ? [at] : []));
  const understood = [...intent.understood];
  let filters = withUnderstood(filtersOf(query), understood);
  if (intent.cheap !== null) {
    // "cheap": the cheapest third of what the words and the filters find.
    const band = cheapBand(browseRows(rows, matched, searchFilters(filters)).passing.map((at) => rows[at]!.price));
    if (band !== null) {
      understood.push(cheapFilter(intent.cheap, band));
      filters = withUnderstood(filters, understood.slice(-1));
    }
  }
  const { passing, facets, price, inStock } = browseRows(rows, matched, searchFilters(filters));
  let results = passing.map((at) => all[at]!);
  const sort = query.get('sort') ?? (q ? 'relevance' : 'newest');
  const byTitle = (product: ProductDto) => words.filter((word) => product.title.toLowerCase().includes(word)).length;
  const orders: Record<string, (a: ProductDto, b: ProductDto) => number> = {
    relevance: (a, b) => byTitle(b) - byTitle(a) || newest(a, b),
    newest,
    'price-asc': (a, b) => priceOf(a) - priceOf(b) || newest(a, b),
    'price-desc': (a, b) => priceOf(b) - priceOf(a) || newest(a, b),
    discount: (a, b) => discount(b) - discount(a) || newest(a, b),
  };
  results = soldOutAfter(results.sort(orders[sort] ?? newest));
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const limit = Math.max(1, Number(query.get('limit') ?? DEFAULT_PAGE_SIZE));
  const corrected = replaced ? fix : results.length === 0 && words.length ? spelled(correction(all, words)) : undefined;
  return {
    data: pageOf(results, page, limit),
    pagination: { page, limit, total: results.length, totalPages: totalPages(results.length, limit) },
    facets: { ...facets, price, ...(countsStock(all) && { inStock }) },
    query: { q, ...(corrected && { corrected }), understood, ...(relaxed && { relaxed: relaxed.relaxed }) },
  };
}

export function fakeSuggest(all: ProductDto[], query: URLSearchParams): { suggestions: SuggestionDto[] } {
  const words = wordsOf(query.get('q') ?? '');
  if (words.length === 0) return { suggestions: [] };
  const found = all.filter((product) => matchesWords(product, words));
  const products = found.slice(0, 4).map(
    (product): SuggestionDto => ({
      type: 'product',
      text: product.title,
      productId: product.id,
      imgUrl: product.imgUrl,
      price: priceOf(product),
    }),
  );
  const categories = [...new Set(found.map((product) => product.category))]
    .slice(0, 2)
    .map((category): SuggestionDto => ({ type: 'category', text: category, category }));
  const limit = Number(query.get('limit') ?? 8);
  return { suggestions: [...products, ...categories].slice(0, limit) };
}
