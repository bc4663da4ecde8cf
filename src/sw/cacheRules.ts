// Which requests the service worker may keep. Pure, so the rules are tested without a worker.
// An allow-list: anything not named here (orders, account, payments, users, every non-GET) goes
// to the network untouched and is never stored on the device.

/** The part of `url` after the API base (`products/12`), or null when `url` is not an API call. */
export function apiPath(url: URL, apiBase: string): string | null {
  let base: URL;
  try {
    base = new URL(apiBase);
  } catch {
    return null;
  }
  // Compared by origin, not by text: `https://api.shop.example.evil.test` must not pass.
  if (url.origin !== base.origin) return null;
  const prefix = `${base.pathname.replace(/\/+$/, '')}/`;
  return url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : null;
}

// Store info, product lists and one product: public answers, the same for every shopper.
const CATALOG_PATH = /^(storeInfo|products|products\/[^/]+)$/;

export function isCatalogRequest(url: URL, method: string, apiBase: string): boolean {
  if (method !== 'GET') return false;
  const path = apiPath(url, apiBase);
  return path !== null && CATALOG_PATH.test(path);
}

/** Pictures the shop itself serves (its own origin or the API's): product and category images. */
export function isShopImage(url: URL, destination: string, pageOrigin: string, apiBase: string): boolean {
  if (destination !== 'image') return false;
  if (url.origin === pageOrigin) return true;
  try {
    return url.origin === new URL(apiBase).origin;
  } catch {
    return false;
  }
}

/**
 * Navigations the app shell answers. The API, media and files with an extension (sitemap.xml,
 * robots.txt, the bank's card page under the API) are real documents of the server.
 */
export function isAppNavigation(url: URL, pageOrigin: string, apiBase: string): boolean {
  if (url.origin !== pageOrigin) return false;
  if (apiPath(url, apiBase) !== null) return false;
  if (/^\/(api|media)(\/|$)/.test(url.pathname)) return false;
  return !/\/[^/]*\.[^/]*$/.test(url.pathname);
}
