/// <reference lib="webworker" />
// The shop's service worker, compiled by workbox-webpack-plugin's InjectManifest, which replaces
// self.__WB_MANIFEST with the list of this build's files (app shell and every route chunk).
import { cacheNames, clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { resolveApiBase } from '@/api/apiBase';
import { isAppNavigation, isCatalogRequest, isShopImage } from './cacheRules';
import { SKIP_WAITING } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The same derivation as the page (src/api/apiBase.ts): the worker lives on the page's origin.
const apiBase = resolveApiBase(process.env.API_BASE_URL, self.location);
const SHELL_URL = '/index.html';

// A first install takes over the open tab at once, so what it browses next is cached already.
// An update waits until the shopper presses Reload (UpdateNotice sends SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Navigations first, so index.html comes from the network whenever it can: a new release is seen
// at once. Offline (or after 4 s of a stalled network) the shell of the build this worker
// installed answers, never a newer page whose chunks are not on the device. API and media
// documents (the bank's card page, a picture opened in a tab) are not the app: no route, network.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, self.location.origin, apiBase),
  new NetworkOnly({ networkTimeoutSeconds: 4, plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL_URL })] }),
);

// No `directoryIndex` (empty): '/' must not be answered from the precache, or it would never be
// network-first.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const CATALOG_CACHE = `${cacheNames.prefix}-catalog`;

// Server-drawn pages carry the store's info in their HTML, so a shop browsed only by full page
// loads never asks for it; offline, a page answered with the shell does. The worker keeps it from
// its install on (once a release), and the app's own fetches keep it fresh. An API that is down
// then must not stop the install.
self.addEventListener('install', (event) => {
  const storeInfo = new URL('storeInfo', apiBase.endsWith('/') ? apiBase : `${apiBase}/`).href;
  event.waitUntil(
    caches
      .open(CATALOG_CACHE)
      .then((cache) => cache.add(storeInfo))
      .catch(() => undefined),
  );
});

registerRoute(
  ({ request, url }) => isCatalogRequest(url, request.method, apiBase),
  new StaleWhileRevalidate({
    cacheName: CATALOG_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => isShopImage(url, request.destination, self.location.origin, apiBase),
  new CacheFirst({
    cacheName: `${cacheNames.prefix}-images`,
    plugins: [
      // 0: a picture on the API's origin loaded by <img> without CORS is an opaque answer.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
