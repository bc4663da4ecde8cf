import type { PageLoadContext } from '@/state/pageLoad';
import type { RootState } from '@/state/types';
import { searchApi } from '@/features/search/searchApi';
import { refinedListingRequest } from '@/features/search/useListingSearch';
import { catalogApi } from '@/entities/product/catalogApi';
import { readListingParams, toDiscoveryRequest, toListRequest } from './listing/listingQuery';
import { isProductMissing } from './product/productFailure';

// What the catalogue's screens read first, for a page server (src/app/ssr/pageRoutes.ts). The
// arguments are built by the same functions the screens call, so the cache keys match.

/**
 * ProductListScreen: the page of the listing its URL names (from `/search` once sorted or
 * filtered), and SubCategoryFilter's discovery.
 */
export function loadListing({ dispatch, search }: PageLoadContext) {
  const params = readListingParams(search);
  const request = toListRequest(params);
  const refined = refinedListingRequest(search, {
    category: params.category,
    parentCategory: params.parentCategory,
    gender: request.gender,
    featured: params.featured,
  });
  return Promise.all([
    refined ? dispatch(searchApi.endpoints.search.initiate(refined)) : dispatch(catalogApi.endpoints.getProducts.initiate(request)),
    params.category ? dispatch(catalogApi.endpoints.getProducts.initiate(toDiscoveryRequest(params.category))) : null,
  ]);
}

/** ProductDetailScreen: the product of its `:id`. */
export function loadProduct({ dispatch, params }: PageLoadContext) {
  return dispatch(catalogApi.endpoints.getProduct.initiate(params.id ?? ''));
}

/** 404 when the API does not know the product: the page shows Product Not Found. */
export function productPageStatus(state: RootState, { params }: Pick<PageLoadContext, 'params'>): number {
  const { error } = catalogApi.endpoints.getProduct.select(params.id ?? '')(state);
  return error && isProductMissing(error) ? 404 : 200;
}
