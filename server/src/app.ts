/**
 * The whole HTTP surface, without listening (tests drive it with app.inject): the platform, then
 * each module's routes, the admin API's, then health and readiness, then the pages, which answer what no route did.
 * A new domain is a folder in modules/ and one line in MODULES.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../rules/api';
import { accounts } from './modules/accounts';
import { catalog } from './modules/catalog';
import { delivery } from './modules/delivery';
import { media } from './modules/media';
import { messages } from './modules/messages';
import { offers } from './modules/offers';
import { orders } from './modules/orders';
import { pages, servePages } from './modules/pages';
import { passwords } from './modules/passwords';
import { payments } from './modules/payments';
import { returns } from './modules/returns';
import { reviews } from './modules/reviews';
import { search } from './modules/search';
import { seo } from './modules/seo';
import { stock } from './modules/stock';
import { store } from './modules/store';
import { adminApi } from './platform/admin/routes';
import type { ShopModule } from './platform/module';
import { operations, platform, type PlatformOptions } from './platform/platform';

/** Every module, in the order their routes register (config.ts reads their settings in this order too). */
export const MODULES: readonly ShopModule[] = [
  store,
  catalog,
  search,
  accounts,
  stock,
  offers,
  passwords,
  messages,
  orders,
  payments,
  returns,
  delivery,
  reviews,
  media,
  seo,
  pages,
];

export type BuildAppOptions = PlatformOptions;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { app, ctx } = await platform(options);
  await app.register(
    async (api) => {
      for (const module of MODULES) if (module.api) await api.register(module.api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await adminApi(app, ctx, MODULES);
  for (const module of MODULES) if (module.site) await app.register(module.site, ctx);
  await operations(app, ctx);
  await servePages(app, ctx);
  return app;
}
