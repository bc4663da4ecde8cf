/**
 * What an offer covers, as the app and the reference server both read it: the products in its
 * scope, their price (discountedPrice ?? regularPrice, as the catalogue charges), whether one is on
 * sale, and the scope in words for "Only on …".
 */
import { OFFER_TEXTS } from './offerTexts';

export interface OfferScope {
  /** a category ('Sports Shoes'), a sub-category ('Running'), or both as 'Sports Shoes/Running' */
  categories?: string[];
  brands?: string[];
  productIds?: string[];
  /** the scope in words ("running shoes") for "Only on …"; without it the words are made from the lists */
  label?: string;
}

/** The product facts an offer reads: a ProductDto carries them all (its brand among its attributes). */
export interface OfferProduct {
  id: string;
  category: string;
  parentCategory?: string | null;
  brand?: string | null;
  attributes?: ReadonlyArray<{ key: string; value: readonly string[] }>;
  regularPrice: number;
  discountedPrice: number | null;
}

const folded = (s: string) => s.trim().toLowerCase();

export const priceOf = (p: OfferProduct) => p.discountedPrice ?? p.regularPrice;
export const onSale = (p: OfferProduct) => p.discountedPrice !== null && p.discountedPrice < p.regularPrice;

export function brandOf(p: OfferProduct): string | null {
  return p.brand ?? p.attributes?.find((a) => folded(a.key) === 'brand')?.value[0] ?? null;
}

function inCategory(p: OfferProduct, entry: string): boolean {
  const [category, sub] = entry.split('/').map(folded);
  const own = folded(p.category);
  const parent = folded(p.parentCategory ?? '');
  return sub === undefined ? own === category || parent === category : own === category && parent === sub;
}

/** Each list given must match (categories, brands, product ids); no list at all is the whole cart. */
export function inScope(scope: OfferScope, p: OfferProduct): boolean {
  const { categories = [], brands = [], productIds = [] } = scope;
  if (categories.length > 0 && !categories.some((c) => inCategory(p, c))) return false;
  const brand = brandOf(p);
  if (brands.length > 0 && !(brand !== null && brands.some((b) => folded(b) === folded(brand)))) return false;
  if (productIds.length > 0 && !productIds.some((id) => folded(id) === folded(p.id))) return false;
  return true;
}

/** "running shoes", "Yonex sports shoes", "selected products". */
export function scopeWords(scope: OfferScope): string {
  if (scope.label?.trim()) return scope.label.trim();
  const categories = (scope.categories ?? []).map((c) => c.split('/').reverse().join(' ').toLowerCase()).join(' or ');
  const words = [(scope.brands ?? []).join(' or '), categories].filter(Boolean).join(' ');
  return words || OFFER_TEXTS.selectedProducts;
}
