import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { queueAccountMessage, queueMessagesFrom } from '../messages';
import { dueStockAlerts } from './alerts';

/**
 * Stock comes back by many roads (the command, an import, a cancelled or lapsed order), so rather
 * than each telling the wishes, the delivery worker asks here before each pass: every wish whose
 * variant has units again is marked sent and its e-mail queued in one transaction, once.
 */
async function queueBackInStock(ctx: AppContext, tx: Queryable): Promise<void> {
  for (const wish of await dueStockAlerts(tx)) {
    await queueAccountMessage(ctx, tx, {
      kind: 'back_in_stock',
      // A wish asked for again after it was sent is a new event.
      eventId: `${wish.id}:${Date.now()}`,
      email: wish.email,
      userId: wish.userId,
      payload: {
        productId: wish.productId,
        productTitle: wish.productTitle,
        size: wish.size,
        color: wish.color,
        userId: wish.userId,
        email: wish.email,
      },
    });
  }
}

export const tellWishesWhenBack = (ctx: AppContext) => queueMessagesFrom(ctx, (tx) => queueBackInStock(ctx, tx));
