import { data } from 'react-router-dom';
import { pageLoader } from '@/state/pageLoad';
import { searchApi } from '@/features/search/searchApi';
import { refinedListingRequest } from '@/features/search/refine/useListingSearch';
import { catalogApi } from '@/entities/product/catalogApi';
import { reviewsApi } from '@/features/reviews/reviewsApi';
import { offersApi } from '@/features/offers/offersApi';
import { readReviewsRequest } from '@/features/reviews/reviewsQuery';
import { listingScope, readListingParams, toDiscoveryRequest, toListRequest } from './listing/listingQuery';
import { isProductMissing } from './product/productFailure';

// The page server's loaders of the catalogue's routes (src/app/routes.tsx). The arguments are
// built by the same functions the screens call, so the cache keys match.

/**
 * ProductListScreen: the page of the listing its URL names (from `/search` once sorted or
 * filtered), and SubCategoryFilter's discovery.
 */
export const listingLoader = pageLoader(({ dispatch, search }) => {
  const params = readListingParams(search);
  const refined = refinedListingRequest(search, listingScope(params));
  return Promise.all([
    refined
      ? dispatch(searchApi.endpoints.search.initiate(refined))
      : dispatch(catalogApi.endpoints.getProducts.initiate(toListRequest(params))),
    params.category ? dispatch(catalogApi.endpoints.getProducts.initiate(toDiscoveryRequest(params.category))) : null,
  ]);
});

/**
 * ProductDetailScreen: the product of its `:id`; 404 when the API does not know it (the page shows
 * Product Not Found). Beside it, the first page of its reviews as the URL's sort and star name them,
 * so they are in the HTML; a reviews failure leaves only them out (the browser asks again). The listed
 * offers too, so the best-price hint is drawn with the page rather than pushing it down after.
 */
export const productLoader = pageLoader(async ({ dispatch, params, search, settled }) => {
  const id = params.id ?? '';
  void dispatch(catalogApi.endpoints.getProduct.initiate(id));
  void dispatch(reviewsApi.endpoints.getReviews.initiate(readReviewsRequest(id, search)));
  void dispatch(offersApi.endpoints.getListedOffers.initiate());
  const { error } = catalogApi.endpoints.getProduct.select(id)(await settled());
  return error && isProductMissing(error) ? data(null, { status: 404 }) : null;
});
