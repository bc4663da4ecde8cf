import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { ORDER_STATUS, type OrderRecord } from '../orders';
import { cancelRefusal, paidOnDelivery, pickupFor, returnRefusal, returnWindowEnd } from './allowed';
import type { EligibilityDto } from './contract';
import { itemStandings } from './lines';

/**
 * What the order allows now, told before the shopper asks: each part read by the function the
 * acting call reads (cancel, request, lines), so the answer cannot promise what the call refuses.
 */
export async function eligibilityOf(ctx: AppContext, tx: Queryable, order: OrderRecord): Promise<EligibilityDto> {
  const cancelWhyNot = cancelRefusal(ctx, order.status, order.id);
  const returnWhyNot = returnRefusal(ctx, order.status, order);
  const delivered = order.status === ORDER_STATUS.delivered;
  return {
    cancellable: cancelWhyNot === null,
    cancelRefusal: cancelWhyNot,
    returnable: returnWhyNot === null,
    returnBy: delivered ? returnWindowEnd(ctx, order).toISOString() : null,
    returnRefusal: returnWhyNot,
    refundNeedsDetails: await paidOnDelivery(ctx, tx, order.id),
    pickup: await pickupFor(ctx, tx, order),
    items: (await itemStandings(tx, order)).map((s) => ({ itemId: s.item.id, left: Math.max(0, s.left), reason: s.reason })),
  };
}
