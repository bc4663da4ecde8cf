/**
 * Offers: coupons typed at the cart and automatic offers, priced by rules/offers.ts. The cart's
 * quote (POST /cart/quote) and the listed offers (GET /offers); for orders, the offer an order
 * gets in its transaction (offerForOrder, a capped offer's use taken there) and its use following
 * the order (recordOfferUse, spendOfferUse, releaseOfferUses, lapsedOfferOrders); the typed codes'
 * throttle; npm run offers.
 */
import type { ShopModule } from '../../platform/module';
import { offerAdminRoutes } from './admin';
import { offerRoutes } from './routes';
import { offerSettings } from './settings';

export { offerForOrder, OfferRefused, type OrderOffer, type PricedLine } from './service';
export { lapsedOfferOrders, recordOfferUse, releaseOfferUses, spendOfferUse } from './uses';
export { throttleTypedCode } from './codeTries';
export { countOrdersWith } from './history';
export { OfferRefusedBody } from './contract';
export { DEMO_OFFERS, seedOffers } from './seed';

export const offers: ShopModule = { name: 'offers', api: offerRoutes, admin: offerAdminRoutes, settings: offerSettings };
