import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { queueOrderMessage } from '../messages';
import { holdForExchange, StockShortage } from '../stock';
import { refundDetailsProblem, RETURN_TEXTS, tidyRefundDetails, NOTE_NEEDED } from '../../../../rules/returns';
import { paidOnDelivery, pickupFor, returnRefusal } from './allowed';
import type { CreateReturnRequest, ReturnDto } from './contract';
import { itemsOf, toReturnDto } from './dto';
import { lockOwnOrder, newId } from './owner';
import { ReturnRefused } from './refused';
import { checkedLines } from './lines';
import { getReturn, insertReturn, type ReturnLineRow } from './repository';

/**
 * A return (or exchange) of a delivered order's lines, in the caller's transaction, the order locked:
 * within the window from delivery, each line returnable and not returned already, a cash-on-delivery
 * refund with somewhere to go, an exchange's units held at once (or nothing is kept). The shopper is
 * told how it comes back: picked up, or sent by them where the courier does not pick up.
 */
export async function requestReturn(
  ctx: AppContext,
  tx: Queryable,
  id: string | null,
  userId: string,
  body: CreateReturnRequest,
): Promise<ReturnDto> {
  const { status, order } = await lockOwnOrder(tx, id, userId);
  const refusal = returnRefusal(ctx, status, order);
  if (refusal) throw httpErrors.conflict(refusal);
  const note = body.note?.trim() || null;
  if (body.reason === 'other' && !note) throw httpErrors.unprocessableEntity(NOTE_NEEDED);
  if (new Set(body.lines.map((l) => l.itemId)).size !== body.lines.length) throw httpErrors.unprocessableEntity(RETURN_TEXTS.sameLineTwice);

  const lines = await checkedLines(tx, order, body);

  const onDelivery = await paidOnDelivery(ctx, tx, order.id);
  let refundDetails = null;
  if (body.resolution === 'refund' && onDelivery) {
    const problem = refundDetailsProblem(body.refundTo);
    if (problem) throw httpErrors.unprocessableEntity(problem);
    refundDetails = tidyRefundDetails(body.refundTo!);
  }
  const returnId = newId();
  const pickup = await pickupFor(ctx, tx, order);
  await insertReturn(tx, {
    id: returnId,
    orderId: order.id,
    resolution: body.resolution,
    reason: body.reason,
    note,
    pickup: pickup.served,
    refundDetails,
    lines,
  });
  if (body.resolution === 'exchange') {
    const wanted = lines.map((l) => ({
      productId: order.items.find((i) => i.id === l.itemId)!.productId,
      size: l.exchangeSize,
      color: l.exchangeColor,
      quantity: l.quantity,
    }));
    try {
      await holdForExchange(tx, returnId, wanted);
    } catch (err) {
      if (err instanceof StockShortage)
        throw new ReturnRefused(409, { error: RETURN_TEXTS.exchangeShort, unavailable: err.body.unavailable });
      throw err;
    }
  }
  const rows: ReturnLineRow[] = lines.map((l) => ({
    return_id: returnId,
    order_item_id: l.itemId,
    quantity: l.quantity,
    exchange_size: l.exchangeSize,
    exchange_color: l.exchangeColor,
  }));
  await queueOrderMessage(ctx, tx, {
    kind: 'return_requested',
    order,
    eventId: returnId,
    return: { id: returnId, items: itemsOf(order, rows), sendYourself: pickup.instructions },
  });
  return toReturnDto(order, (await getReturn(tx, returnId))!, rows, undefined, pickup.instructions, onDelivery);
}
