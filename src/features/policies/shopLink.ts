import { apiBaseUrl } from '@/api/apiBase';

/**
 * The in-app path a click on `anchor` should go to, or null when the browser should follow the
 * link itself (another site, a new tab, a download, a file or an API URL, a modified click).
 */
export function inAppPath(anchor: HTMLAnchorElement, event: MouseEvent, origin = window.location.origin): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  const raw = anchor.getAttribute('href');
  if (!raw || raw.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.href.startsWith(apiBaseUrl)) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null; // a file such as /media/logo.svg
  return `${url.pathname}${url.search}${url.hash}`;
}
