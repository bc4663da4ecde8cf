import { useEffect } from 'react';
import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '@/app/hooks';
import { selectStoreName } from '@/features/store-info/storeInfoApi';
import { selectPageTitle } from '@/features/ui/uiSlice';

export const selectDocumentTitle = createSelector([selectPageTitle, selectStoreName], (page, storeName) =>
  page ? `${page.title} | ${page.siteName || storeName}` : storeName,
);

/** The browser tab's title, from the screen's title and store info. */
export function DocumentTitle() {
  const title = useAppSelector(selectDocumentTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
