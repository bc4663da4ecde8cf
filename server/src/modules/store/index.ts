/** The store's identity (name, company, policies, categories): GET /storeInfo, and what other modules read of it. */
import type { ShopModule } from '../../platform/module';
import { storeRoutes } from './routes';

export { getStoreInfo } from './repository';
export { seedStoreInfo } from './seed';
export type { StoreInfoDto } from './contract';

export const store: ShopModule = { name: 'store', api: storeRoutes };
