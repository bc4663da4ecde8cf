/**
 * After the sale: a shopper cancels an order before it ships, or returns or exchanges delivered
 * lines within the window; the shop moves each return on (npm run returns: picked up, received,
 * refunded, exchange shipped, rejected) along one state machine (rules/returnStates.ts), every
 * move with its stock, its refund and the shopper's message in one transaction. The order's
 * timeline shows them (registered with the orders module).
 */
import type { ShopModule } from '../../platform/module';
import { returnAdminRoutes } from './admin';
import { returnRoutes } from './routes';
import { returnSettings } from './settings';

export const returns: ShopModule = { name: 'returns', api: returnRoutes, admin: returnAdminRoutes, settings: returnSettings };
