import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isRecord } from '@/utils/guards';
import { SMOOTH_SCROLL_STATE } from '@/utils/navigationState';

/** Every navigation starts at the top of the page (spec §2). */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const smooth = isRecord(state) && state.scroll === SMOOTH_SCROLL_STATE.scroll;
  useLayoutEffect(() => {
    window.scrollTo(smooth ? { top: 0, behavior: 'smooth' } : { top: 0, left: 0 });
  }, [pathname, search, smooth]);
  return null;
}
