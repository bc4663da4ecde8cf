/** What crawlers and installed apps read at the site's root: robots.txt, sitemap.xml and the web manifest with the store's name. */
import type { ShopModule } from '../../platform/module';
import { seoRoutes } from './routes';

export const seo: ShopModule = { name: 'seo', site: seoRoutes };
