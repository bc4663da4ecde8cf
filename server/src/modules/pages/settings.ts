import { HOST, LOG_LEVEL, PORT, projectPath, PUBLIC_URL, TRUST_PROXY } from '../../platform/config/config';
import { count, readAs, requiredText, section, text } from '../../platform/config/settings';

export const SERVE_APP = text('SERVE_APP', {
  must: 'the folder of a built app',
  description: 'a built app folder (`dist`) to serve beside the API, with its CSP',
});
export const PAGE_DATA_TIMEOUT_MS = count(
  'PAGE_DATA_TIMEOUT_MS',
  800,
  'how long a server-rendered page waits for the API before it is sent with what has arrived ([server rendering](server-rendering.md#when-the-api-is-slow-or-failing))',
);
export const PAGE_CACHE_MS = count(
  'PAGE_CACHE_MS',
  10_000,
  'how long the page server sends its own copy of a complete page before drawing it again (`0`: always drawn)',
);

export const pageSettings = section([SERVE_APP, PAGE_DATA_TIMEOUT_MS, PAGE_CACHE_MS], (e) => ({
  /** absolute folder of the built app, or null to serve the API only */
  serveApp: e.SERVE_APP ? projectPath(e.SERVE_APP) : null,
  /** how long a page waits for the API before it is sent with what has arrived (the built app's page server) */
  pageDataTimeoutMs: e.PAGE_DATA_TIMEOUT_MS,
  /** how long the page server sends its own copy of a complete page before drawing it again (0: always drawn) */
  pageCacheMs: e.PAGE_CACHE_MS,
}));

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof pageSettings.read> {}
}

/**
 * The standalone page server's settings (npm run pages, server/src/pages.ts): the API's
 * declarations, read with the page server's own defaults and words, and the API it reads.
 */
export const pageServerSettings = [
  requiredText('API_BASE_URL', {
    must: 'the API as this server reaches it, an absolute http(s) URL',
    pattern: '^https?://',
    description: 'the API as this server reaches it: an absolute http(s) URL',
  }),
  readAs(PUBLIC_URL, {
    shownDefault: '`http://{HOST}:{PORT}`',
    description: "the shop's origin: canonical addresses, `og:url` and links are built on it",
  }),
  readAs(PORT, { default: '3000' }),
  HOST,
  readAs(SERVE_APP, { default: 'dist', description: 'the built app (it must contain `server/pages.js`)' }),
  readAs(PAGE_DATA_TIMEOUT_MS, { description: 'how long a page waits for the API' }),
  readAs(PAGE_CACHE_MS, { description: "how long the server's own copy of a complete page is fresh" }),
  LOG_LEVEL,
  readAs(TRUST_PROXY, {
    description:
      "`true`, or the balancer's addresses: whose `X-Forwarded-For` and `X-Request-Id` are taken; each page's API reads carry its request id ([request ids](operations.md#request-ids))",
  }),
] as const;
