import type { Queryable } from '../../platform/db/client';
import { appState, type AppContext } from '../../platform/http/context';

type OrdersBefore = (db: Queryable, userId: string) => Promise<number>;

/**
 * How many orders an account has placed and not had cancelled, as the orders module counts them,
 * for first-order-only offers: orders registers it here (it calls offers, never the other way), so
 * offers reads no order table.
 */
const counter = appState('offers: orders before', (): { count: OrdersBefore | null } => ({ count: null }));

export function countOrdersWith(ctx: AppContext, count: OrdersBefore): void {
  counter(ctx).count = count;
}

export async function ordersBefore(ctx: AppContext, db: Queryable, userId: string): Promise<number> {
  const { count } = counter(ctx);
  // Without the count every offer would look like a first order's: refuse to guess.
  if (!count) throw new Error('offers: no count of orders registered (countOrdersWith)');
  return count(db, userId);
}
