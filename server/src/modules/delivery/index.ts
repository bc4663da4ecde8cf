/**
 * The delivery check: India Post's pincode directory (seeded, and kept in memory), when a parcel
 * arrives and whether cash on delivery is taken (GET /delivery/{pincode}), and the same rules held
 * at the server for orders and cash-on-delivery payments.
 */
import type { ShopModule } from '../../platform/module';
import { deliveryRoutes } from './routes';
import { deliverySettings } from './settings';

export { checkDispatchPincode, codFee, codRefusalFor, deliveryDateFor } from './service';
export { orderRefusal } from './refusals';
export { pickupServed } from './pickup';
export { loadPincodes } from './seed';

export const delivery: ShopModule = { name: 'delivery', api: deliveryRoutes, settings: deliverySettings };
