import { API_PREFIX } from '@rules/api';

// Where the API lives (decisions.md): a build-time API_BASE_URL wins; on localhost the
// reference server's default port; anywhere else the api subdomain of the current host.

export const LOCAL_API_BASE = `http://localhost:8080${API_PREFIX}`;

interface LocationLike {
  protocol: string;
  hostname: string;
  origin: string;
}

export function resolveApiBase(configured: string | undefined, location: LocationLike): string {
  const explicit = configured?.trim();
  if (explicit) {
    // A relative base ('/api/v1') is made absolute: fetch in every environment needs one.
    const absolute = explicit.startsWith('/') ? `${location.origin}${explicit}` : explicit;
    return absolute.replace(/\/+$/, '');
  }
  const host = location.hostname;
  if (host === 'localhost' || host === '127.0.0.1') return LOCAL_API_BASE;
  return `${location.protocol}//api.${host.replace(/^www\./, '')}${API_PREFIX}`;
}

/**
 * The API the browser's code reads. Node has no location: a page server's stores read the API it
 * is given instead (`serverFetch`, baseQuery.ts), never this.
 */
export const apiBaseUrl = typeof location === 'undefined' ? '' : resolveApiBase(process.env.API_BASE_URL, location);
