import { pageLoader } from '@/state/pageLoad';
import { catalogApi } from '@/entities/product/catalogApi';
import { storeInfoApi } from '@/features/store-info/storeInfoApi';
import { featuredRequest } from './homeContent';

/**
 * The home route's loader on the page server: store info, then the featured products of its first
 * category (FeaturedProducts asks with the same arguments once store info is known).
 */
export const homeLoader = pageLoader(async ({ dispatch }) => {
  const info = await dispatch(storeInfoApi.endpoints.getStoreInfo.initiate());
  // Without store info the block shows its skeletons and the browser asks, as before.
  if (!info.data) return;
  await dispatch(catalogApi.endpoints.getProducts.initiate(featuredRequest(info.data.categories, false)));
});
