import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { queueOrderMessage, type OrderMessageKind } from '../messages';
import { getOrder, lockOrder, paymentOfOrder, type OrderRecord } from '../orders';
import { releaseExchange, restockReturned, shipExchange } from '../stock';
import { nextReturnState, RETURN_MOVE_DONE, RETURN_STATE_LABELS, type ReturnMove } from '../../../../rules/returnStates';
import type { RefundDetails } from '../../../../rules/returns';
import { sendYourself } from './allowed';
import { itemsOf, linesValue, rupees } from './dto';
import { newId } from './owner';
import { getReturn, insertRefund, linesOf, moveReturnRow, refundsOf, type ReturnLineRow, type ReturnRow } from './repository';

const KIND: Record<ReturnMove, OrderMessageKind> = {
  pickup: 'return_picked_up',
  receive: 'return_received',
  refund: 'refund',
  exchange: 'exchange_shipped',
  reject: 'return_rejected',
};

/** Where a cash-on-delivery refund goes, as the shopper is told it: never the whole account number. */
function refundTo(details: RefundDetails | null): { destination: 'upi' | 'bank'; words: string } {
  if (details && 'upiId' in details) return { destination: 'upi', words: `your UPI id ${details.upiId}` };
  const last = details && 'accountNumber' in details ? details.accountNumber.slice(-4) : '';
  return { destination: 'bank', words: `your bank account ending ${last}` };
}

/**
 * The refund of a received return: what its lines cost, never more than the payment left after
 * earlier refunds (a cancellation's, other returns'), to the payment's source or, for cash on
 * delivery, to the account the shopper gave. Once per return (the table's unique index too).
 */
async function refund(ctx: AppContext, tx: Queryable, order: OrderRecord, row: ReturnRow, lines: ReturnLineRow[]) {
  const payment = await paymentOfOrder(ctx, tx, order.id);
  const paid = payment?.amount ?? 0;
  const before = (await refundsOf(tx, [order.id])).reduce((sum, r) => sum + r.amount, 0);
  const amount = rupees(Math.min(linesValue(order, lines), paid - before));
  if (amount <= 0) throw httpErrors.conflict(`Order ${order.id} has nothing left to refund.`);
  const cod = payment?.onDelivery ?? true;
  const where = cod ? refundTo(row.refund_details) : { destination: 'source' as const, words: undefined };
  const made = await insertRefund(tx, { id: newId(), orderId: order.id, returnId: row.id, amount, destination: where.destination });
  if (!made) throw httpErrors.conflict(`Return ${row.id} is refunded already.`);
  return { refundAmount: amount, ...(where.words && { refundTo: where.words }) };
}

/**
 * A move of the shop's on return `id` (npm run returns), in one transaction with its stock, its
 * refund and the shopper's message: the order locked first (as the shopper's requests lock it),
 * then the return; the move checked against the one machine (rules/returnStates.ts).
 */
export async function moveReturn(
  ctx: AppContext,
  id: string,
  move: ReturnMove,
  rejectReason?: string,
): Promise<ReturnRow & { email: string }> {
  const found = isUuid(id) ? await getReturn(ctx.db, id) : null;
  if (!found) throw httpErrors.notFound(`No return ${id}.`);
  if (move === 'reject' && !rejectReason?.trim()) throw httpErrors.badRequest('Rejecting a return needs the reason the shopper is told.');
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, found.order_id);
    const row = (await getReturn(tx, id, true))!;
    const next = nextReturnState(row.state, move, row.resolution);
    if (!next)
      throw httpErrors.conflict(
        `Return ${id} is ${RETURN_STATE_LABELS[row.state].toLowerCase()}: it cannot be ${RETURN_MOVE_DONE[move]} now.`,
      );
    const order = (await getOrder(tx, row.order_id))!;
    const lines = await linesOf(tx, [row.id]);
    const sold = lines.map((l) => {
      const item = order.items.find((i) => i.id === l.order_item_id)!;
      return { productId: item.productId, size: item.size, color: item.color, quantity: l.quantity };
    });
    let extra = {};
    if (move === 'refund') {
      extra = await refund(ctx, tx, order, row, lines);
      await restockReturned(tx, row.id, order.id, sold);
    } else if (move === 'exchange') {
      await shipExchange(tx, row.id);
      await restockReturned(tx, row.id, order.id, sold);
    } else if (move === 'reject') await releaseExchange(tx, row.id);
    await moveReturnRow(tx, id, next, move === 'reject' ? rejectReason!.trim() : null);
    const instructions = row.pickup ? null : await sendYourself(tx, order);
    const about = {
      id: row.id,
      items: itemsOf(order, lines),
      sendYourself: instructions,
      ...(move === 'reject' && { rejectReason: rejectReason!.trim() }),
    };
    await queueOrderMessage(ctx, tx, { kind: KIND[move], order, eventId: row.id, return: about, ...extra });
    return { ...(await getReturn(tx, id))!, email: order.email };
  });
}
