import type { FastifyInstance } from 'fastify';
import type { AppContext } from './http/context';

/** A module's routes: a Fastify plugin that reads what it needs from the app's context. */
export type Routes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * One domain of the shop, as app.ts registers it: its routes under the API's prefix, its routes
 * at the site's root (pictures, robots.txt), or both. What else it has (settings, migrations, seed)
 * is found by the platform or listed by the seed.
 */
export interface ShopModule {
  /** names the module in errors and docs */
  name: string;
  /** under /api/v1 */
  api?: Routes;
  /** at the site's root, outside the API */
  site?: Routes;
}
