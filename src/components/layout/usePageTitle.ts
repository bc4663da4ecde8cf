import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { pageTitleSet } from '@/features/ui/uiSlice';

/** Names the current screen; `DocumentTitle` turns it into `{title} | {store}` (spec §2). */
export function usePageTitle(title: string, siteName?: string) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(pageTitleSet({ title, siteName, path: pathname }));
    return () => {
      dispatch(pageTitleSet(null));
    };
  }, [dispatch, title, siteName, pathname]);
}
