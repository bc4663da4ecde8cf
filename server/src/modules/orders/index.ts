/**
 * Orders: placing one (priced from the catalogue, within the account's window, to a pincode the
 * shop serves), the account's orders and tracking by contact. Other modules move orders on
 * (payments: Pending to Processing) through lockOrder and setOrderStatus; the shop moves them on
 * (npm run orders: shipped, out for delivery, delivered, cancelled), each move telling the shopper.
 */
import type { ShopModule } from '../../platform/module';
import { orderAdminRoutes } from './admin';
import { orderRoutes } from './routes';
import { orderSettings } from './settings';

export { canonicalOrderId, CROCKFORD } from './orderId';
export { getOrder, lockOrder, PENDING, PROCESSING, type OrderRecord } from './repository';
export { moveOrderIn } from './moves';
export { paymentOfOrder } from './payment';
export { addOrderTimelineSource, withTimelines, type TimelineSource } from './timeline';
export { setOrderStatus, expireUnpaidOrders } from './status';
export { beforeOrdersRead } from './reads';
export { describeOrderPaymentWith } from './payment';
export { ORDER_STATUS, OrderDto, type ShippingAddressDto, type TimelineEntryDto } from './contract';

export const orders: ShopModule = { name: 'orders', api: orderRoutes, admin: orderAdminRoutes, settings: orderSettings };
