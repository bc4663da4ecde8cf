/**
 * Stock per variant (size × colour): what is on the shelf and what open orders hold of it, laid
 * over every product answer (`variants`); the holds orders take in their own transaction and give
 * back (holdForOrder, releaseOrders, sellOrder, holdUntilDone, called by the orders module);
 * "Notify me" wishes, kept pending for the shop's messages (dueStockAlerts); npm run stock.
 */
import type { ShopModule } from '../../platform/module';
import { stockAdminRoutes } from './admin';
import { stockRoutes } from './routes';
import { stockSettings } from './settings';

export { holdForOrder, holdUntilDone, releaseOrders, sellOrder, StockShortage } from './holds';
export { lapsedOrders } from './repository';
export { holdForExchange, releaseExchange, restockReturned, shipExchange } from './exchanges';
export { dueStockAlerts, type DueStockAlert } from './alerts';
export { StockShortageBody } from './contract';
export { seedStock } from './seed';
export { importStock } from './service';

export const stock: ShopModule = { name: 'stock', api: stockRoutes, admin: stockAdminRoutes, settings: stockSettings };
