import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '@/app/hooks';
import { selectDocumentTitle } from '@/components/layout/DocumentTitle';
import { selectStoreInfo, selectStoreName } from '@/features/store-info/storeInfoApi';
import { headFor, type HeadTags, type PageSubject } from './headTags';

const DEFAULT_DESCRIPTION = 'Sports and fitness gear: footwear, apparel and equipment for every workout, delivered to your door.';

const selectSite = createSelector([selectStoreName, selectStoreInfo], (storeName, info) => ({
  storeName,
  description: info?.description || DEFAULT_DESCRIPTION,
}));

/** The head of the page showing `subject`, on this origin, titled as the tab is. */
export function useHeadTags(subject: PageSubject): HeadTags {
  const title = useAppSelector(selectDocumentTitle);
  const site = useAppSelector(selectSite);
  return headFor(subject, { origin: window.location.origin, ...site }, title);
}
