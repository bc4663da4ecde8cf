/**
 * Listings and search: the spec's listing (GET /products) and GET /search and /search/suggest,
 * over an in-memory copy of the catalogue's browsing data (filters, facet counts, sorts, pages)
 * and PostgreSQL's full-text machinery (matching, ranking, spelling); the search index kept up
 * to date after the seed and every import; the answer cache, kept until the catalogue changes.
 */
import type { AppContext } from '../../platform/http/context';
import type { ShopModule } from '../../platform/module';
import { catalogueCache } from './catalogueCache';
import { searchRoutes } from './routes';

export { catalogChanged } from './catalogueCache';
export { indexCatalog } from './repository/catalogIndex';

/** `compute`'s answer, kept with the catalogue's other answers until the catalogue changes (a removed product's picture goes with it). */
export const keptWithCatalogue = <T>(ctx: AppContext, key: string, compute: () => Promise<T>): Promise<T> =>
  catalogueCache(ctx).get(key, compute);

export const search: ShopModule = { name: 'search', api: searchRoutes };
