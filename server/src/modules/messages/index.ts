/**
 * Messages: what the shop tells a shopper (order e-mails, texts, reset links), queued in the
 * outbox in the transaction of the change that causes it and sent by a delivery worker in every
 * instance (SMTP for e-mail, an SMS provider for texts); the account's message settings and the
 * unsubscribe link. Other modules queue through queueOrderMessage and queueAccountMessage.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import type { ShopModule } from '../../platform/module';
import { messageAdminRoutes } from './admin';
import { messageRoutes } from './routes';
import { messageSettings } from './settings';
import { deliveryWorker } from './worker';

export { dropOrderReminder, queueAccountMessage, queueOrderMessage, type OrderForMessage, type PaymentForMessage } from './outbox';
export { fillMessagesWith } from './fillers';
export { queueMessagesFrom, type MessageSource } from './sources';
export { shopUrlOf } from './templates/render';
export type { OrderMessageKind } from './kinds';

export const messages: ShopModule = {
  name: 'messages',
  settings: messageSettings,
  admin: messageAdminRoutes,
  api: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(messageRoutes, ctx);
    if (!ctx.config.messages.worker) return;
    const worker = deliveryWorker(ctx, app.log);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
};
