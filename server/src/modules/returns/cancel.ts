import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { queueOrderMessage } from '../messages';
import { moveOrderIn, paymentOfOrder, withTimelines, type OrderDto } from '../orders';
import { NOTE_NEEDED } from '../../../../rules/returns';
import { cancelRefusal } from './allowed';
import type { CancelOrderRequest } from './contract';
import { lockOwnOrder, newId } from './owner';
import { insertRefund, recordCancellation } from './repository';

/**
 * The shopper cancels their order, in the caller's transaction: the order locked first, so the
 * shop's ship waits for this or this for it, and whichever comes second finds the status moved.
 * The order's own cancel move gives the stock back and tells the shopper; a payment taken online is
 * refunded to its source and the shopper told of that too. Cash on delivery took no money yet.
 */
export async function cancelOrder(
  ctx: AppContext,
  tx: Queryable,
  id: string | null,
  userId: string,
  body: CancelOrderRequest,
): Promise<OrderDto> {
  const note = body.note?.trim() || null;
  if (body.reason === 'other' && !note) throw httpErrors.unprocessableEntity(NOTE_NEEDED);
  const { status, order } = await lockOwnOrder(tx, id, userId);
  const refusal = cancelRefusal(ctx, status, order.id);
  if (refusal) throw httpErrors.conflict(refusal);
  const payment = await paymentOfOrder(ctx, tx, order.id);
  const cancelled = await moveOrderIn(ctx, tx, order.id, 'cancel');
  await recordCancellation(tx, order.id, body.reason, note);
  if (payment && !payment.onDelivery && payment.amount > 0) {
    const refunded = await insertRefund(tx, {
      id: newId(),
      orderId: order.id,
      returnId: null,
      amount: payment.amount,
      destination: 'source',
    });
    if (refunded) await queueOrderMessage(ctx, tx, { kind: 'refund', order: cancelled, payment, refundAmount: payment.amount });
  }
  return (await withTimelines(ctx, tx, [cancelled]))[0]!;
}
