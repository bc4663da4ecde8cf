import { useCurrentPageTitle } from './usePageTitle';
import { selectStoreName } from '@/features/store-info/storeInfoApi';
import { useAppSelector } from '@/state/hooks';

/** The browser tab's title (spec §2): `{screen title} | {store}`, or the store name alone. */
export function useDocumentTitle(): string {
  const page = useCurrentPageTitle();
  const storeName = useAppSelector(selectStoreName);
  return page ? `${page.title} | ${page.siteName || storeName}` : storeName;
}
