import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { locationChanged } from '@/state/locationSlice';

/**
 * Reports each navigation to the store. A layout effect runs before the new screen's effects, so
 * the location change is recorded before the requests that screen makes.
 */
export function RouteRecorder() {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  useLayoutEffect(() => {
    dispatch(locationChanged(`${pathname}${search}${hash}`, { replaced }));
    // Once per location: how it was reached comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, pathname, search, hash]);
  return null;
}
