import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { paidOnDelivery, sendYourself } from './allowed';
import type { ReturnDto } from './contract';
import { toReturnDto } from './dto';
import { ownOrder } from './owner';
import { linesOf, refundsOf, returnsOfOrders } from './repository';

/** The shopper's returns of their order `id`, oldest first (404 when it is not theirs). */
export async function returnsOf(ctx: AppContext, tx: Queryable, id: string | null, userId: string): Promise<ReturnDto[]> {
  const order = await ownOrder(tx, id, userId);
  const rows = await returnsOfOrders(tx, [order.id]);
  if (rows.length === 0) return [];
  const lines = await linesOf(
    tx,
    rows.map((r) => r.id),
  );
  const refunds = await refundsOf(tx, [order.id]);
  const onDelivery = await paidOnDelivery(ctx, tx, order.id);
  const instructions = rows.some((r) => !r.pickup) ? await sendYourself(tx, order) : null;
  return rows.map((r) =>
    toReturnDto(
      order,
      r,
      lines,
      refunds.find((f) => f.return_id === r.id),
      instructions,
      onDelivery,
    ),
  );
}
