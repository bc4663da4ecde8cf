import type {
  FacetCountDto,
  ProductAttributeDto,
  ProductDto,
  ProductListDto,
  SearchFacetsDto,
  SearchQueryDto,
  SearchResultDto,
  SuggestionDto,
  SuggestResultDto,
  UnderstoodDto,
} from '@server/contracts';
import { toProduct, toProductPage } from '@/entities/product/normalizers';
import type { Product } from '@/entities/product/product';
import { asArray, asId, asNumber, asString, isRecord, readAs } from '@/utils/guards';
import { asImageUrl } from '@/utils/urls';
import { sortedBySize } from '@rules/sizes';
import { FACETS, type Facet } from './searchState';
import { cleanQuery } from './searchWords';
import type { FacetCount, SearchResult, Suggestion, Understood } from './searchResult';

function toFacetCounts(value: unknown): FacetCount[] {
  const counts: FacetCount[] = [];
  for (const item of asArray(value)) {
    const source = readAs<FacetCountDto>(item);
    const text = asString(source.value).trim();
    const count = asNumber(source.count);
    if (!text || count === null || count < 0 || counts.some((seen) => seen.value === text)) continue;
    counts.push({ value: text, count: Math.floor(count) });
  }
  return counts;
}

function toPriceSpan(value: unknown): SearchResult['price'] {
  const source = readAs<SearchFacetsDto['price']>(value);
  const min = asNumber(source.min);
  const max = asNumber(source.max);
  if (min === null || max === null || min < 0 || max < min) return null;
  return { min, max };
}

function toCount(value: unknown): number | null {
  const count = asNumber(value);
  return count !== null && count >= 0 ? Math.floor(count) : null;
}

// Every facet the contract names: one added there fails the typecheck here until it is read.
const UNDERSTOOD_FACETS: Record<Understood['facet'], true> = { price: true, gender: true, size: true, color: true, brand: true };
const isUnderstoodFacet = (value: unknown): value is Understood['facet'] =>
  typeof value === 'string' && Object.hasOwn(UNDERSTOOD_FACETS, value);

function asPrice(value: unknown): number | undefined {
  const price = asNumber(value);
  return price !== null && price >= 0 ? price : undefined;
}

/** One of `query.understood`, or null when it could not be shown as a chip or taken out of the query. */
function toUnderstood(value: unknown): Understood | null {
  const source = readAs<UnderstoodDto>(value);
  const words = cleanQuery(asString(source.words));
  if (!isUnderstoodFacet(source.facet) || !words) return null;
  if (source.facet === 'price') {
    const [min, max] = [asPrice(source.min), asPrice(source.max)];
    if ((min === undefined && max === undefined) || (min !== undefined && max !== undefined && min > max)) return null;
    // The value is rebuilt from the bounds shown, so the two never disagree.
    return {
      facet: 'price',
      words,
      value: `${min ?? ''}-${max ?? ''}`,
      values: [],
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
    };
  }
  const label = cleanQuery(asString(source.value));
  if (!label) return null;
  const values = asArray(source.values).flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim()] : []));
  return { facet: source.facet, words, value: label, values };
}

function toUnderstoodList(value: unknown): Understood[] {
  const list: Understood[] = [];
  for (const item of asArray(value)) {
    const understood = toUnderstood(item);
    // A chip per facet and words: a repeat would show twice and remove once.
    const key = (u: Understood) => `${u.facet}:${u.words.toLowerCase()}`;
    if (understood && !list.some((seen) => key(seen) === key(understood))) list.push(understood);
  }
  return list;
}

function toRelaxed(value: unknown): SearchResult['relaxed'] {
  const source = readAs<NonNullable<SearchQueryDto['relaxed']>>(value);
  const dropped = cleanQuery(asString(source.dropped));
  const showing = cleanQuery(asString(source.showing));
  return dropped && showing ? { dropped, showing } : null;
}

/** Whether an answer to `GET /search` is one at all: an API without it may answer 200 with a page or another shape. */
export function isSearchAnswer(body: unknown): boolean {
  const source = readAs<SearchResultDto>(body);
  return Array.isArray(source.data) && isRecord(source.facets) && isRecord(source.pagination);
}

/** `GET /search` → the view model; never throws, whatever arrives. */
export function toSearchResult(body: unknown): SearchResult {
  const source = readAs<SearchResultDto>(body);
  const { products, total } = toProductPage(body);
  const facets = readAs<SearchFacetsDto>(source.facets);
  const query = readAs<SearchResultDto['query']>(source.query);
  const corrected = cleanQuery(asString(query.corrected));
  return {
    products,
    total,
    facets: Object.fromEntries(
      // Sizes as sizes, whatever order the API lists them in (rules/sizes.ts).
      FACETS.map((facet) => [
        facet,
        facet === 'size' ? sortedBySize(toFacetCounts(facets[facet]), (c) => c.value) : toFacetCounts(facets[facet]),
      ]),
    ) as Record<Facet, FacetCount[]>,
    price: toPriceSpan(facets.price),
    // An API that counts no stock sends no such count: the facet is not offered.
    inStock: toCount(facets.inStock),
    corrected: corrected && corrected.toLowerCase() !== cleanQuery(asString(query.q)).toLowerCase() ? corrected : null,
    // An API that does not read intent words sends neither: no chips, no relaxed message.
    understood: toUnderstoodList(query.understood),
    relaxed: toRelaxed(query.relaxed),
  };
}

function toSuggestion(value: unknown): Suggestion | null {
  const source = readAs<SuggestionDto, 'productId' | 'imgUrl' | 'price' | 'category'>(value);
  const text = cleanQuery(asString(source.text));
  if (!text) return null;
  switch (source.type) {
    case 'product': {
      const productId = asId(source.productId);
      return productId ? { kind: 'product', text, productId, image: asImageUrl(source.imgUrl), price: asNumber(source.price) ?? 0 } : null;
    }
    case 'category': {
      const category = asString(source.category).trim();
      return category ? { kind: 'category', text, category } : null;
    }
    case 'query':
      return { kind: 'query', text };
    default:
      return null;
  }
}

/** `GET /search/suggest` → suggestions, one per kind and text, in the server's order. */
export function toSuggestions(body: unknown): Suggestion[] {
  const suggestions: Suggestion[] = [];
  for (const item of asArray(readAs<SuggestResultDto>(body).suggestions)) {
    const suggestion = toSuggestion(item);
    const key = (s: Suggestion) => `${s.kind}:${s.kind === 'product' ? s.productId : s.text.toLowerCase()}`;
    if (suggestion && !suggestions.some((seen) => key(seen) === key(suggestion))) suggestions.push(suggestion);
  }
  return suggestions;
}

/** A product as the client index reads it: the card's view model plus what only the attributes say. */
export interface IndexedProduct {
  product: Product;
  brand: string;
  type: string;
  gender: string;
}

const firstValue = (attributes: unknown, keys: readonly string[]): string => {
  for (const item of asArray(attributes)) {
    const attribute = readAs<ProductAttributeDto>(item);
    if (keys.includes(asString(attribute.key).trim().toLowerCase())) {
      const values = asArray(attribute.value);
      return asString(values[0] ?? attribute.value).trim();
    }
  }
  return '';
};

/** `GET /products` pages → indexed products; records without a usable id are dropped. */
export function toIndexedProducts(body: unknown): IndexedProduct[] {
  const items = Array.isArray(body) ? body : asArray(readAs<ProductListDto>(body).data);
  return items.filter(isRecord).flatMap((item) => {
    const product = toProduct(item);
    if (!product.id) return [];
    const source = readAs<ProductDto>(item);
    return [
      {
        product,
        brand: firstValue(source.attributes, ['brand']),
        type: firstValue(source.attributes, ['type']),
        gender: asString(source.gender).trim(),
      },
    ];
  });
}
