import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to show its heading (data still loading) before focus goes to the main region. */
export const HEADING_WAIT_MS = 3000;

const mainRegion = () => document.getElementById('main');

/** The page put focus somewhere itself (the login's e-mail field): leave it there. */
function pageHasFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active !== null && active !== main && main.contains(active);
}

function focusElement(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Focus the page's heading if it is there; true once nothing is left to do. */
function focusHeading(): boolean {
  const main = mainRegion();
  if (!main) return false;
  if (pageHasFocus(main)) return true;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  focusElement(heading);
  return true;
}

/**
 * After every navigation to another page, focus moves to its main heading, so keyboard and
 * screen-reader users start on the new page rather than on the link they left. A page still
 * loading gets a few seconds to show its heading; after that the main region takes focus.
 * The first page of a visit keeps the browser's own start.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    let observer: MutationObserver | null = null;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer?.disconnect();
      clearTimeout(fallback);
    };
    // After the new page's own effects, which may have focused a field.
    const start = setTimeout(() => {
      const main = mainRegion();
      if (focusHeading() || !main) return;
      observer = new MutationObserver(() => {
        if (focusHeading()) stop();
      });
      observer.observe(main, { childList: true, subtree: true });
      fallback = setTimeout(() => {
        stop();
        if (!pageHasFocus(main)) focusElement(main);
      }, HEADING_WAIT_MS);
    }, 0);
    return () => {
      clearTimeout(start);
      stop();
    };
  }, [pathname]);

  return null;
}
