/**
 * The catalogue's products: their rows and how answers give them (GET /products/:id), the demo
 * catalogue of the seed, and the reads other modules make of products (prices, pictures' titles,
 * the sitemap's list).
 */
import type { ShopModule } from '../../platform/module';
import { productRoutes } from './routes';

export { getArtworkInfo, getPricing, priceOf, productsByIds, sitemapEntries, type ProductPricing } from './repository';
export { withAbsoluteUrls } from './service';
export { overlayProducts, withOverlays } from './overlays';
export { CATALOG_IMPORTED, productIdFor, stableUuid } from './seed';
export { SEED_PRODUCTS } from './seed/products';
export type { SeedProduct } from './seed/types';
export type { ProductDto } from './contract';

export const catalog: ShopModule = { name: 'catalog', api: productRoutes };
