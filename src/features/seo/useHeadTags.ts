import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '@/state/hooks';
import { useShopOrigin } from '@/utils/shopOrigin';
import { selectStoreInfo, selectStoreName } from '@/features/store-info/storeInfoApi';
import { headFor, type HeadTags, type PageSubject } from './headTags';
import { useDocumentTitle } from './title/useDocumentTitle';

export const DEFAULT_DESCRIPTION = 'Sports and fitness gear: footwear, apparel and equipment for every workout, delivered to your door.';

const selectSite = createSelector([selectStoreName, selectStoreInfo], (storeName, info) => ({
  storeName,
  description: info?.description || DEFAULT_DESCRIPTION,
}));

/** The head of the page showing `subject`, on this origin, titled as the tab is. */
export function useHeadTags(subject: PageSubject): HeadTags {
  const title = useDocumentTitle();
  const site = useAppSelector(selectSite);
  return headFor(subject, { origin: useShopOrigin(), ...site }, title);
}
