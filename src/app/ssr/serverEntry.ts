// The page server's bundle (webpack's `server` build, dist/server/pages.js): what a Node server
// loads to answer the shop's pages with their data. The reference server loads it from the built
// folder at run time (server/src/modules/pages/serveApp.ts); it imports nothing from src/.
export { CACHE_CONTROL, createPageServer, DEFAULT_DATA_TIMEOUT_MS, DEFAULT_PAGE_CACHE_MS, DEFAULT_STORE_INFO_TTL_MS } from './pageServer';
export type { PageAnswer, PageServer, PageServerOptions } from './pageServer';
