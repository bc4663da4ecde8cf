import type { Queryable } from '../../platform/db/client';
import { ORDER_SHORT_MESSAGE, type ShortLine } from '../../../../rules/stock';
import { countedProducts, endHolds, keepHolds, mostLeft, recordHold, takeUnits } from './repository';

export interface WantedLine {
  productId: string;
  size: string | null;
  color: string | null;
  quantity: number;
}

/** An order that cannot be held whole: its route answers 409 with `body`, every short line and what is left of each. */
export class StockShortage extends Error {
  readonly body: { error: string; unavailable: ShortLine[] };
  constructor(unavailable: ShortLine[]) {
    super(ORDER_SHORT_MESSAGE);
    this.body = { error: ORDER_SHORT_MESSAGE, unavailable };
  }
}

/** Exact choices first, then by key: two orders take shared variants in one order, so they queue rather than deadlock. */
function inTakingOrder(lines: WantedLine[]): WantedLine[] {
  const key = (l: WantedLine) => JSON.stringify([l.productId, l.size === null || l.color === null ? 1 : 0, l.size ?? '', l.color ?? '']);
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Holds every counted line of the order in the caller's transaction, or none: when a line cannot
 * be held, the units taken so far go back (a savepoint) and a StockShortage names each line that
 * is short with what is left of it, so the caller's transaction (the order) fails whole. Products
 * whose stock is not counted are not held. `lapsesInMs`: when the hold of an order still unpaid lapses (null: never).
 */
export async function holdForOrder(tx: Queryable, orderId: string, lines: WantedLine[], lapsesInMs: number | null): Promise<void> {
  const counted = await countedProducts(
    tx,
    lines.map((l) => l.productId),
  );
  const held = inTakingOrder(lines.filter((l) => counted.has(l.productId)));
  if (held.length === 0) return;
  await tx.query('SAVEPOINT stock_hold');
  const short: WantedLine[] = [];
  for (const line of held) {
    const variant = await takeUnits(tx, line);
    if (!variant) short.push(line);
    else if (short.length === 0)
      await recordHold(tx, { orderId, productId: line.productId, ...variant, quantity: line.quantity, lapsesInMs });
  }
  if (short.length === 0) {
    await tx.query('RELEASE SAVEPOINT stock_hold');
    return;
  }
  await tx.query('ROLLBACK TO SAVEPOINT stock_hold');
  const unavailable: ShortLine[] = [];
  for (const l of short) {
    unavailable.push({ productId: l.productId, size: l.size, color: l.color, requested: l.quantity, available: await mostLeft(tx, l) });
  }
  throw new StockShortage(unavailable);
}

/** The order is paid or cash on delivery: its units stay held until it is delivered or cancelled. */
export const holdUntilDone = (tx: Queryable, orderId: string) => keepHolds(tx, orderId);

/** The orders are cancelled (or lapsed unpaid): their units go back. A second call changes nothing. */
export const releaseOrders = (tx: Queryable, orderIds: string[]) => endHolds(tx, orderIds, 'released');

/** The order is delivered: its units leave the shelf. */
export const sellOrder = (tx: Queryable, orderId: string) => endHolds(tx, [orderId], 'sold');
