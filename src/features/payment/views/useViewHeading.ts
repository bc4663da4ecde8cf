import { useEffect, useRef } from 'react';

/**
 * When the payment page swaps one view for another (form → QR, error, success…), the new content
 * starts above where the shopper was: on a phone they would be left looking at the footer. So each
 * change of `view` scrolls to the top and moves focus to the heading, which screen readers announce.
 * The first view is the route's own, left to the page's navigation handling.
 */
export function useViewHeading(view: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [view]);
  return heading;
}
