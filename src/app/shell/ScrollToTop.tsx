import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isRecord } from '@/utils/guards';
import { KEEP_SCROLL_STATE, SMOOTH_SCROLL_STATE } from '@/utils/navigationState';

/**
 * Every navigation starts at the top of the page (spec §2). The page's first screen is left where
 * the browser put it: a fresh load starts at the top anyway, a reload where the shopper was, and a
 * server-drawn page may be scrolled (Add to Cart is below the fold on a phone) before it hydrates:
 * scrolling it back then moved the page under the shopper's finger, and the tap hit the picture.
 */
export function ScrollToTop() {
  const { key, pathname, search, state } = useLocation();
  const smooth = isRecord(state) && state.scroll === SMOOTH_SCROLL_STATE.scroll;
  // A change the screen makes in its own query (the reviews' sort), or Back over one, stays put.
  const keep = isRecord(state) && state.scroll === KEEP_SCROLL_STATE.scroll;
  const [firstScreen] = useState(key);
  useLayoutEffect(() => {
    if (key === firstScreen || keep) return;
    window.scrollTo(smooth ? { top: 0, behavior: 'smooth' } : { top: 0, left: 0 });
    // Once per move to another page, not for a state change on the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, smooth, keep]);
  return null;
}
