import type { Queryable } from '../../platform/db/client';
import { ORDER_SHORT_MESSAGE, type ShortLine } from '../../../../rules/stock';
import { countedProducts, endHolds, keepHolds, mostLeft, takeUnits } from './repository';

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
  if (lines.length === 0) return;
  const wanted = inTakingOrder(lines);
  // One line takes all or nothing by itself; several need a savepoint to give back what the first took.
  const several = wanted.length > 1;
  if (several) await tx.query('SAVEPOINT stock_hold');
  // Every line is tried, so a refusal names each short one. A line that takes nothing is short only
  // if its product's stock is counted at all: asked only then, not on every order.
  const missed: WantedLine[] = [];
  for (const line of wanted) if (!(await takeUnits(tx, line, { orderId, lapsesInMs }))) missed.push(line);
  const counted = missed.length > 0 ? await countedProducts(tx, [...new Set(missed.map((l) => l.productId))]) : new Set<string>();
  const short = missed.filter((l) => counted.has(l.productId));
  if (short.length === 0) {
    if (several) await tx.query('RELEASE SAVEPOINT stock_hold');
    return;
  }
  if (several) await tx.query('ROLLBACK TO SAVEPOINT stock_hold');
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
