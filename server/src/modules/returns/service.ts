import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import type { OrderRecord } from '../orders';
import { paidOnDelivery, sendYourself } from './allowed';
import type { ReturnDto, ReturnListDto } from './contract';
import { toReturnDto } from './dto';
import { eligibilityOf } from './eligibility';
import { ownOrder } from './owner';
import { linesOf, refundsOf, returnsOfOrders } from './repository';

/** The order's returns, oldest first. */
async function returnsOfOrder(ctx: AppContext, tx: Queryable, order: OrderRecord): Promise<ReturnDto[]> {
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

/** The shopper's returns of their order `id` and what it allows now (404 when it is not theirs). */
export async function returnsOf(ctx: AppContext, tx: Queryable, id: string | null, userId: string): Promise<ReturnListDto> {
  const order = await ownOrder(tx, id, userId);
  return { data: await returnsOfOrder(ctx, tx, order), eligibility: await eligibilityOf(ctx, tx, order) };
}
