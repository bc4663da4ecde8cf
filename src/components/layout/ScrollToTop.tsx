import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isRecord } from '@/utils/guards';

/** Navigation state asking for a smooth scroll, e.g. a page change of the product listing. */
export const SMOOTH_SCROLL_STATE = { scroll: 'smooth' } as const;

/** Every navigation starts at the top of the page (spec §2). */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const smooth = isRecord(state) && state.scroll === SMOOTH_SCROLL_STATE.scroll;
  useLayoutEffect(() => {
    window.scrollTo(smooth ? { top: 0, behavior: 'smooth' } : { top: 0, left: 0 });
  }, [pathname, search, smooth]);
  return null;
}
