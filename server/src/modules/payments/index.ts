/**
 * Payments: the payment step's fields, paying an order (cash on delivery, UPI, card and net
 * banking through a simulated bank), and the one question other modules ask of payments: has
 * this shopper bought this product (purchaseOf), with pending UPI payments settled inside.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import type { ShopModule } from '../../platform/module';
import { bankRoutes } from './bankRoutes';
import { paymentRoutes } from './routes';
import { paymentSettings } from './settings';

export { purchaseOf } from './service';

export const payments: ShopModule = {
  name: 'payments',
  settings: paymentSettings,
  api: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(paymentRoutes, ctx);
    await app.register(bankRoutes, ctx);
  },
};
