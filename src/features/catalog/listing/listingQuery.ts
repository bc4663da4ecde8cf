import { readPage } from '@/utils/pageNumber';
import { capitalizeWords } from '@/utils/text';
import { DEFAULT_PAGE_SIZE } from '@rules/paging';
import type { ProductListParams } from '@/entities/product/catalogApi';
import type { Product } from '@/entities/product/product';

/** What the /products URL says (spec §2): the URL is the single source of truth for the listing. */
export interface ListingParams {
  category: string;
  parentCategory: string;
  page: number;
  featured: boolean;
}

export const LISTING_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const SUB_CATEGORY_DISCOVERY_LIMIT = 100;
export const ACCESSORIES_FILTER = 'Accessories,Personal Care,Home,null,Unisex';

export function readListingParams(search: URLSearchParams): ListingParams {
  return {
    category: (search.get('category') ?? '').trim(),
    parentCategory: (search.get('parentCategory') ?? '').trim(),
    page: readPage(search.get('page')),
    featured: search.get('featured') === 'true',
  };
}

/** The heading rule of spec §2 (plus `Featured Products` for featured=true, decisions.md). */
export function listingHeading({ category, parentCategory, featured }: ListingParams): string {
  if (parentCategory) return parentCategory;
  const lower = category.toLowerCase();
  if (lower === 'men') return "Men's Ethnic Wear";
  if (lower === 'women') return "Women's Ethnic Wear";
  if (category) return capitalizeWords(category);
  if (featured) return 'Featured Products';
  return 'All Products';
}

/** The extra filters spec §7 sends for the legacy categories. */
function categoryFilters(category: string): Pick<ProductListParams, 'gender' | 'filter'> {
  switch (category.toLowerCase()) {
    case 'men':
      return { gender: 'Men' };
    case 'women':
      return { gender: 'Women' };
    case 'accessories':
      return { filter: ACCESSORIES_FILTER };
    default:
      return {};
  }
}

export function toListRequest(params: ListingParams): ProductListParams {
  return {
    page: params.page,
    limit: LISTING_PAGE_SIZE,
    ...(params.category ? { category: params.category } : {}),
    ...categoryFilters(params.category),
    ...(params.parentCategory ? { parentCategory: params.parentCategory } : {}),
    ...(params.featured ? { featured: true } : {}),
  };
}

/** What a listing's sort and filters search within (useListingSearch): its category, and the gender spec §7 gives it. */
export function listingScope(params: ListingParams) {
  return {
    category: params.category,
    parentCategory: params.parentCategory,
    gender: categoryFilters(params.category).gender,
    featured: params.featured,
  };
}

/** Sub-category discovery (spec §7): the category's first 100 products. */
export function toDiscoveryRequest(category: string): ProductListParams {
  return { page: 1, limit: SUB_CATEGORY_DISCOVERY_LIMIT, category };
}

/** The distinct parent categories among the products, in the order first seen. */
export function subCategoriesOf(products: readonly Product[]): string[] {
  const seen = new Set<string>();
  for (const product of products) {
    const name = product.parentCategory.trim();
    if (name && name.toLowerCase() !== 'null') seen.add(name);
  }
  return [...seen];
}
