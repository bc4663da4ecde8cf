import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { locationChanged } from '@/state/locationSlice';

/**
 * Reports each navigation to the store. A layout effect runs before the new screen's effects, so
 * the location change is recorded before the requests that screen makes.
 */
export function RouteRecorder() {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    dispatch(locationChanged(`${pathname}${search}${hash}`));
  }, [dispatch, pathname, search, hash]);
  return null;
}
