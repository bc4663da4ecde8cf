import type { Queryable } from '../../platform/db/client';
import { appState, type AppContext } from '../../platform/http/context';
import type { PaymentForMessage } from '../messages';

type Describe = (tx: Queryable, orderId: string) => Promise<PaymentForMessage | null>;

/**
 * How an order is paid, as the payments module knows it, for the messages of its moves (a
 * cash-on-delivery order's courier collects the amount): payments registers it here, so orders
 * reads no payment table and the modules import each other in one direction only.
 */
const describer = appState('order payment', (): { describe: Describe | null } => ({ describe: null }));

export function describeOrderPaymentWith(ctx: AppContext, describe: Describe): void {
  describer(ctx).describe = describe;
}

export async function paymentOfOrder(ctx: AppContext, tx: Queryable, orderId: string): Promise<PaymentForMessage | null> {
  const { describe } = describer(ctx);
  return describe ? describe(tx, orderId) : null;
}
