// The pages a page server renders with their data, by route id (the `id` of src/app/routes.tsx,
// also the name of the route's chunk). Any other address gets the app's shell (index.html).
//
// Adding a page: give its route an `id` and the same webpackChunkName, export
// from its feature a loader that dispatches what its screen reads with the same arguments (built by
// the functions the screen calls), and add an entry here with its head.
import type { PageLoadContext, PageLoader } from '@/state/pageLoad';
import type { RootState } from '@/state/types';
import { paths } from '@/utils/paths';
import { catalogApi } from '@/entities/product/catalogApi';
import { loadListing, loadProduct, productPageStatus } from '@/features/catalog/catalogLoaders';
import { LISTING_PAGE_SIZE, listingHeading, readListingParams, toListRequest } from '@/features/catalog/listing/listingQuery';
import { loadHome } from '@/features/home/homeLoader';
import { policyPageStatus, policyRendersOnServer } from '@/features/policies/policyLoader';
import { isPolicySlug, POLICY_TITLES } from '@/features/policies/policySlugs';
import type { PageSubject } from '@/features/seo/headTags';
import { listingPath } from '@/features/catalog/listing/listingPath';
import { searchApi } from '@/features/search/searchApi';
import { loadSearch } from '@/features/search/searchLoader';
import { searchPath, readSearchState } from '@/features/search/searchState';
import { refinedListingRequest } from '@/features/search/useListingSearch';
import { selectStoreInfo } from '@/features/store-info/storeInfoApi';

/** What the head of a rendered page says: its subject, and the screen's title (none: the store name alone). */
export interface PageHeadInfo {
  subject: PageSubject;
  title: string | null;
  /** In place of the store name after the title (policy pages: the company name). */
  siteName?: string;
}

type Context = Pick<PageLoadContext, 'params' | 'search'>;

export interface PageRoute {
  /** Dispatches what the screen reads beyond store info (which every page's shell reads). */
  load?: PageLoader;
  /** The HTTP status of the page once its data is in (default 200). */
  status?: (state: RootState, context: Context) => number;
  /** False: this address is drawn by the browser (the shell is sent). */
  rendersOnServer?: (state: RootState, context: Context) => boolean;
  head: (state: RootState, context: Context) => PageHeadInfo;
}

function listingHead(state: RootState, { search }: Context): PageHeadInfo {
  const params = readListingParams(search);
  const heading = listingHeading(params);
  const request = toListRequest(params);
  const refined = refinedListingRequest(search, {
    category: params.category,
    parentCategory: params.parentCategory,
    gender: request.gender,
    featured: params.featured,
  });
  const products = refined
    ? searchApi.endpoints.search.select(refined)(state).data?.products
    : catalogApi.endpoints.getProducts.select(request)(state).data?.products;
  return {
    // A sorted or filtered listing is the plain one in another order or part: that is its canonical address (as on the screen).
    subject: {
      kind: 'listing',
      heading,
      path: listingPath(refined ? { ...params, page: 1 } : params),
      page: params.page,
      pageSize: LISTING_PAGE_SIZE,
      products: products ?? [],
    },
    title: heading,
  };
}

function searchHead(_state: RootState, { search }: Context): PageHeadInfo {
  const searchState = readSearchState(search);
  const title = searchState.q ? `Search: '${searchState.q}'` : 'Search';
  return { subject: { kind: 'search', title, path: searchPath(searchState) }, title };
}

function productHead(state: RootState, { params }: Context): PageHeadInfo {
  const id = params.id ?? '';
  const product = catalogApi.endpoints.getProduct.select(id)(state).data;
  if (product) return { subject: { kind: 'product', product }, title: product.name };
  // The title the screen gives itself (ProductDetailScreen): found missing, or still to load.
  const title = productPageStatus(state, { params }) === 404 ? 'Product Not Found' : 'Product';
  return { subject: { kind: 'page', title, path: paths.product(id) }, title };
}

function policyHead(state: RootState, { params }: Context): PageHeadInfo {
  const slug = params.policyType;
  const title = isPolicySlug(slug) ? POLICY_TITLES[slug] : 'Page Not Found';
  return {
    subject: { kind: 'page', title, path: paths.policy(slug ?? '') },
    title,
    siteName: selectStoreInfo(state)?.companyName || undefined,
  };
}

export const PAGE_ROUTES: Readonly<Record<string, PageRoute>> = {
  home: { load: loadHome, head: () => ({ subject: { kind: 'home' }, title: null }) },
  products: { load: loadListing, head: listingHead },
  search: { load: loadSearch, head: searchHead },
  product: { load: loadProduct, status: productPageStatus, head: productHead },
  policy: { status: policyPageStatus, rendersOnServer: policyRendersOnServer, head: policyHead },
};
