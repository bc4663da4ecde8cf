import type { Queryable } from '../../platform/db/client';
import type { OrderOffer } from './service';
import { lapsedUses, recordUse, releaseUses, spendUse } from './repository';

/**
 * An order's use of its offer follows the order, as its stock does (orders/status.ts calls these
 * in the transaction that moves it): held while unpaid, lapsing with its stock's hold; spent once
 * paid or cash on delivery; given back when it is cancelled or lapses, so a capped offer's use
 * can be taken by another order.
 */
export const recordOfferUse = (tx: Queryable, deal: OrderOffer, order: { orderId: string; userId: string; lapsesInMs: number | null }) =>
  recordUse(tx, { ...order, offerId: deal.offerId, counted: deal.counted, discount: deal.discount });

/** The orders are cancelled (or lapsed unpaid): their uses go back. A second call changes nothing. */
export const releaseOfferUses = (tx: Queryable, orderIds: string[]) => releaseUses(tx, orderIds);

/** The order is paid or cash on delivery: its use no longer lapses. */
export const spendOfferUse = (tx: Queryable, orderId: string) => spendUse(tx, orderId);

/** Orders whose use lapsed unpaid (orders' expiry cancels them with those whose stock hold lapsed). */
export const lapsedOfferOrders = (db: Queryable) => lapsedUses(db);
