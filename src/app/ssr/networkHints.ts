// Pure, and free of `@/` imports: webpack's config (ts-node) loads it through scripts/PrerenderPlugin.ts.

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The links that start a prerendered page's API download together with the main bundle: store
 * info, which every page's shell asks for at once. `apiBaseUrl` is API_BASE_URL as the build has it.
 */
export function networkHints(apiBaseUrl: string): string {
  const base = apiBaseUrl.trim().replace(/\/+$/, '');
  // Without a build-time base the app finds the API from the page's host: nothing to name here.
  if (!base) return '';
  // Credentials "include", as the API client fetches (src/api/baseQuery.ts): else no reuse.
  const links = [`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(`${base}/storeInfo`)}">`];
  if (/^https?:\/\//i.test(base)) {
    links.unshift(`<link rel="preconnect" href="${escapeAttr(new URL(base).origin)}" crossorigin="use-credentials">`);
  }
  return links.join('');
}
