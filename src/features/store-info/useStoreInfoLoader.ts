import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { selectStoreInfoStatus, useGetStoreInfoQuery } from './storeInfoApi';

/**
 * Loads store info for a layout. After a failure it tries again when the window regains focus,
 * when the browser comes back online and on the next navigation, so the real store shows once
 * the API is back, without a reload. A loaded record is not fetched again.
 */
export function useStoreInfoLoader() {
  const failed = useAppSelector(selectStoreInfoStatus) === 'failed';
  const { refetch } = useGetStoreInfoQuery(undefined, { refetchOnFocus: failed, refetchOnReconnect: failed });
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (failed) void refetch();
  }, [pathname, failed, refetch]);
}
