/**
 * The shop's pages: the built app served beside the API (SERVE_APP), every page drawn with its
 * data by the build's page server, or the prerendered pages of an older build; and what the
 * standalone page server (server/src/pages.ts) is made of.
 */
import type { ShopModule } from '../../platform/module';
import { pageSettings } from './settings';

export { servePages } from './servePages';
export { loadPageServer, serveApp } from './serveApp';
export { pageServerSettings } from './settings';

/** Registered by app.ts last (servePages), after every route: it answers what none did. */
export const pages: ShopModule = { name: 'pages', settings: pageSettings };
