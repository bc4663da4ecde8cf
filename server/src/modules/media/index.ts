/**
 * Pictures drawn by the server (no binary files, no image host): products' artwork (SVG) and
 * their link-preview cards (PNG), categories' pictures and the store's logo, under /media.
 */
import type { ShopModule } from '../../platform/module';
import { mediaRoutes } from './routes';

export const media: ShopModule = { name: 'media', site: mediaRoutes };
