import type { FastifyInstance } from 'fastify';
import type { SettingsSection } from './config/settings';
import type { AppContext } from './http/context';

/** A module's routes: a Fastify plugin that reads what it needs from the app's context. */
export type Routes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * One domain of the shop, as app.ts registers it: its routes under the API's prefix, its routes
 * at the site's root (pictures, robots.txt), or both, and its settings. Its migrations are found
 * by the platform (modules/<module>/migrations/); its seed, if any, is run by server/src/seed.ts.
 */
export interface ShopModule {
  /** names the module in errors and docs */
  name: string;
  /** under /api/v1 */
  api?: Routes;
  /** at the site's root, outside the API */
  site?: Routes;
  /** under /admin/v1, behind the admin token: what the shop's commands call on the running shop */
  admin?: Routes;
  /** its settings (settings.ts), read from the environment with everyone else's at start */
  settings?: SettingsSection;
}
