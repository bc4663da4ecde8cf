import type { ProductListQuery } from '@server/contracts';
import { DEFAULT_PAGE_SIZE } from '@rules/paging';
import { baseApi } from '@/api/baseApi';
import { encodeUrlPart } from '@/utils/urls';
import { toProduct, toProductPage } from './normalizers';
import type { Product, ProductPage } from './product';

/**
 * How long a listing or product page nobody shows stays cached (RTK Query's keepUnusedDataFor,
 * seconds), and how old a prefetched product may be before a card's hover fetches it again:
 * going back and forth through the catalogue costs no request for ten minutes.
 */
export const CATALOG_CACHE_SECONDS = 10 * 60;

export interface ProductListParams {
  page?: number;
  limit?: number;
  category?: string;
  gender?: string;
  filter?: string;
  parentCategory?: string;
  featured?: boolean;
}

/** The `GET /products` query (server/src/contracts.ts), numbers not yet turned into text. */
type ProductListWireQuery = { [Key in keyof ProductListQuery]?: string | number };

/** page and limit always; the filters only when non-empty (spec §7). */
export function toProductListQuery(params: ProductListParams): ProductListWireQuery {
  const query: ProductListWireQuery = {
    page: params.page ?? 1,
    limit: params.limit ?? DEFAULT_PAGE_SIZE,
  };
  for (const key of ['category', 'gender', 'filter', 'parentCategory'] as const) {
    const value = params[key]?.trim();
    if (value) query[key] = value;
  }
  if (params.featured) query.featured = 'true';
  return query;
}

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListParams>({
      query: (params) => ({ url: 'products', params: toProductListQuery(params) }),
      transformResponse: toProductPage,
      keepUnusedDataFor: CATALOG_CACHE_SECONDS,
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `products/${encodeUrlPart(id)}`,
      transformResponse: toProduct,
      keepUnusedDataFor: CATALOG_CACHE_SECONDS,
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useLazyGetProductQuery, usePrefetch } = catalogApi;
