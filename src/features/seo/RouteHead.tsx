import { createSelector } from '@reduxjs/toolkit';
import { matchPath, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { selectDocumentTitle } from '@/components/layout/DocumentTitle';
import { catalogApi } from '@/features/catalog/catalogApi';
import { LISTING_PAGE_SIZE, listingHeading, readListingParams, toListRequest } from '@/features/catalog/listingQuery';
import { selectStoreInfo, selectStoreName } from '@/features/store-info/storeInfoApi';
import { selectPageTitle } from '@/features/ui/uiSlice';
import { headFor, type PageSubject, type Site } from './headTags';
import { listingPath } from './listingPath';
import { PageHead } from './PageHead';

const DEFAULT_DESCRIPTION = 'Sports and fitness gear: footwear, apparel and equipment for every workout, delivered to your door.';

const selectSite = createSelector([selectStoreName, selectStoreInfo], (storeName, info) => ({
  storeName,
  description: info?.description || DEFAULT_DESCRIPTION,
}));

/** Search and sharing tags of the current page (see headTags.ts), in both layouts. */
export function RouteHead() {
  const { pathname, search } = useLocation();
  const title = useAppSelector(selectDocumentTitle);
  const siteInfo = useAppSelector(selectSite);
  const pageTitle = useAppSelector(selectPageTitle)?.title ?? '';
  // What the screen has loaded, read from the store: the head makes no request of its own.
  const productId = matchPath('/product/:id', pathname)?.params.id;
  const product = useAppSelector((state) =>
    productId ? catalogApi.endpoints.getProduct.select(productId)(state).data : undefined,
  );
  const listing = pathname === paths.products ? readListingParams(new URLSearchParams(search)) : null;
  const listed = useAppSelector((state) =>
    listing ? catalogApi.endpoints.getProducts.select(toListRequest(listing))(state).data : undefined,
  );

  let subject: PageSubject;
  if (pathname === paths.home) subject = { kind: 'home' };
  else if (product) subject = { kind: 'product', product };
  else if (listing) {
    subject = {
      kind: 'listing',
      heading: listingHeading(listing),
      path: listingPath(listing),
      page: listing.page,
      pageSize: LISTING_PAGE_SIZE,
      products: listed?.products ?? [],
    };
  } else subject = { kind: 'page', title: pageTitle, path: pathname };

  const site: Site = { origin: window.location.origin, ...siteInfo };
  return <PageHead tags={headFor(subject, site, title)} />;
}
