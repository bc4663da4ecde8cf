import { cheapBand, cheapFilter, understand, type Understood, type Vocabulary } from '@server/intent';
import type { ProductDto, SearchResultDto, SuggestionDto } from '../../server/src/contracts';
import { sortedBySize } from '@rules/sizes';

/**
 * The fake shop's `GET /search` and `GET /search/suggest`, computed from its products with rules
 * of its own (every word found somewhere in the product, spelling corrected by the catalogue's
 * words), so that app tests check real answers rather than canned ones. Intent words ("under
 * 2000", "for women", "red") are read by the API's own parser and become filters, as on the server.
 */

const FACETS = ['category', 'parentCategory', 'size', 'color', 'brand'] as const;
type Facet = (typeof FACETS)[number];

const attribute = (product: ProductDto, keys: string[]) =>
  product.attributes.find((item) => keys.includes(item.key.toLowerCase()))?.value ?? [];

function valuesOf(product: ProductDto, facet: Facet | 'gender'): string[] {
  switch (facet) {
    case 'category':
      return [product.category];
    case 'parentCategory':
      return product.parentCategory ? [product.parentCategory] : [];
    case 'gender':
      return product.gender ? [product.gender] : [];
    case 'size':
      return attribute(product, ['size', 'sizes']);
    case 'color':
      return attribute(product, ['color', 'colour', 'colors']);
    case 'brand':
      return attribute(product, ['brand']);
  }
}

const priceOf = (product: ProductDto) => product.discountedPrice ?? product.regularPrice;
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

function passes(product: ProductDto, query: URLSearchParams, skip?: string): boolean {
  for (const facet of [...FACETS, 'gender'] as const) {
    const wanted = query.getAll(facet).map((value) => value.toLowerCase());
    if (facet === skip || wanted.length === 0) continue;
    if (!valuesOf(product, facet).some((value) => wanted.includes(value.toLowerCase()))) return false;
  }
  const min = query.get('minPrice');
  const max = query.get('maxPrice');
  if (skip !== 'price' && ((min !== null && priceOf(product) < Number(min)) || (max !== null && priceOf(product) > Number(max))))
    return false;
  return query.get('onSale') !== 'true' || (product.discountedPrice !== null && product.discountedPrice < product.regularPrice);
}

function counts(products: ProductDto[], facet: Facet) {
  const found = new Map<string, number>();
  for (const product of products) for (const value of new Set(valuesOf(product, facet))) found.set(value, (found.get(value) ?? 0) + 1);
  const listed = [...found].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return facet === 'size' ? sortedBySize(listed, (c) => c.value) : listed;
}

function vocabularyOf(all: ProductDto[]): Vocabulary {
  const of = (facet: 'gender' | 'size' | 'color' | 'brand') => [...new Set(all.flatMap((product) => valuesOf(product, facet)))];
  return { gender: of('gender'), size: of('size'), color: of('color'), brand: of('brand') };
}

/** The query's filters with the understood ones joined: OR with the same facet's values, price bounds tightened. */
function joined(query: URLSearchParams, understood: Understood[]): URLSearchParams {
  const filters = new URLSearchParams(query);
  for (const { facet, values, min, max } of understood) {
    if (facet !== 'price') for (const value of values) filters.append(facet, value);
    const bound = (key: string, value: number | undefined, pick: (a: number, b: number) => number) => {
      if (value !== undefined) filters.set(key, String(filters.has(key) ? pick(Number(filters.get(key)), value) : value));
    };
    bound('minPrice', min, Math.max);
    bound('maxPrice', max, Math.min);
  }
  return filters;
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

export function fakeSearch(all: ProductDto[], query: URLSearchParams): SearchResultDto {
  const q = (query.get('q') ?? '').trim();
  const intent = understand(q, vocabularyOf(all));
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
  const matched = all.filter((product) => matchesWords(product, words));
  // "cheap": the cheapest third of what the words match.
  const band = intent.cheap === null ? null : cheapBand(matched.map(priceOf));
  const understood = band === null ? intent.understood : [...intent.understood, cheapFilter(intent.cheap!, band)];
  const filters = joined(query, understood);
  const results = matched.filter((product) => passes(product, filters));
  const newest = (a: ProductDto, b: ProductDto) => b.createdAt.localeCompare(a.createdAt);
  const sort = query.get('sort') ?? (q ? 'relevance' : 'newest');
  const byTitle = (product: ProductDto) => words.filter((word) => product.title.toLowerCase().includes(word)).length;
  const orders: Record<string, (a: ProductDto, b: ProductDto) => number> = {
    relevance: (a, b) => byTitle(b) - byTitle(a) || newest(a, b),
    newest,
    'price-asc': (a, b) => priceOf(a) - priceOf(b) || newest(a, b),
    'price-desc': (a, b) => priceOf(b) - priceOf(a) || newest(a, b),
    discount: (a, b) => discount(b) - discount(a) || newest(a, b),
  };
  results.sort(orders[sort] ?? newest);
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const limit = Math.max(1, Number(query.get('limit') ?? 12));
  const priced = matched.filter((product) => passes(product, filters, 'price')).map(priceOf);
  const corrected = replaced ? fix : results.length === 0 && words.length ? spelled(correction(all, words)) : undefined;
  return {
    data: results.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: results.length, totalPages: Math.ceil(results.length / limit) },
    facets: {
      ...(Object.fromEntries(
        FACETS.map((facet) => [
          facet,
          counts(
            matched.filter((product) => passes(product, filters, facet)),
            facet,
          ),
        ]),
      ) as Record<Facet, Array<{ value: string; count: number }>>),
      price: { min: priced.length ? Math.min(...priced) : null, max: priced.length ? Math.max(...priced) : null },
    },
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
