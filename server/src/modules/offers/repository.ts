import type { Queryable } from '../../platform/db/client';
import type { Offer, OfferScope } from '../../../../rules/offers';

export interface OfferRow {
  id: string;
  code: string | null;
  title: string;
  kind: 'percent' | 'flat';
  value: number;
  max_discount: number | null;
  min_cart_value: number;
  scope: OfferScope;
  include_sale_items: boolean;
  first_order_only: boolean;
  once_per_shopper: boolean;
  total_uses: number | null;
  uses: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
  listed: boolean;
}

export type StoredOffer = Offer & { id: string; uses: number };

export const COLUMNS = `id::text AS id, code, title, kind, value::float8 AS value, max_discount::float8 AS max_discount,
  min_cart_value::float8 AS min_cart_value, scope, include_sale_items, first_order_only, once_per_shopper, total_uses, uses,
  starts_at, ends_at, listed`;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toOffer(r: OfferRow): StoredOffer {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    kind: r.kind,
    value: Number(r.value),
    maxDiscount: r.max_discount === null ? null : Number(r.max_discount),
    minCartValue: Number(r.min_cart_value),
    scope: r.scope,
    includeSaleItems: r.include_sale_items,
    firstOrderOnly: r.first_order_only,
    oncePerShopper: r.once_per_shopper,
    totalUses: r.total_uses,
    startsAt: iso(r.starts_at),
    endsAt: r.ends_at === null ? null : iso(r.ends_at),
    listed: r.listed,
    uses: r.uses,
  };
}

/** The offers running at `now`, and the one of code `code` whatever its dates (a typed code's refusal names them). */
export async function offersAt(db: Queryable, now: string, code: string | null): Promise<StoredOffer[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${COLUMNS} FROM offers
     WHERE (starts_at <= $1::timestamptz AND (ends_at IS NULL OR ends_at > $1::timestamptz)) OR code = $2
     ORDER BY id`,
    [now, code],
    { prepare: true },
  );
  return rows.map(toOffer);
}

/** Every offer, for the quote's copy of them (copy.ts). */
export async function everyOffer(db: Queryable): Promise<StoredOffer[]> {
  const { rows } = await db.query<OfferRow>(`SELECT ${COLUMNS} FROM offers ORDER BY id`);
  return rows.map(toOffer);
}

/** What the copies of the offers are drawn from changed: every instance makes its copy again. */
export async function bumpOffersVersion(db: Queryable): Promise<void> {
  await db.query("UPDATE settings SET value = (value::bigint + 1)::text WHERE key = 'offers_version'");
}

/** The offers the account holds or has used (a cancelled order's use went back). */
export async function offersUsedBy(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ offer_id: string }>(
    "SELECT DISTINCT offer_id::text AS offer_id FROM offer_uses WHERE user_id = $1 AND state <> 'released'",
    [userId],
    { prepare: true },
  );
  return rows.map((r) => r.offer_id);
}

/**
 * Takes one of a capped offer's uses, only if one is left: the guard is in the UPDATE, so on
 * PostgreSQL an order that waited for the row re-checks it against the winner's count (READ
 * COMMITTED re-evaluates the WHERE on the row's new version), across instances too. The row
 * stays locked until the order's transaction ends.
 */
export async function takeCappedUse(tx: Queryable, offerId: string): Promise<'taken' | 'last' | 'none'> {
  const { rows } = await tx.query<{ left: number }>(
    'UPDATE offers SET uses = uses + 1 WHERE id = $1 AND total_uses IS NOT NULL AND uses < total_uses RETURNING total_uses - uses AS left',
    [offerId],
  );
  return rows.length === 0 ? 'none' : rows[0]!.left === 0 ? 'last' : 'taken';
}

export async function recordUse(
  tx: Queryable,
  use: { orderId: string; offerId: string; userId: string; counted: boolean; discount: number; lapsesInMs: number | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO offer_uses (order_id, offer_id, user_id, counted, discount, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6::float8 * interval '1 millisecond')`,
    [use.orderId, use.offerId, use.userId, use.counted, use.discount, use.lapsesInMs],
  );
}

/**
 * The orders' uses go back (cancelled, or lapsed unpaid): a capped offer gets its use again. Only
 * uses not yet released move, so a second call changes nothing; offers are updated in id order, so
 * two transactions never deadlock on them.
 */
export async function releaseUses(tx: Queryable, orderIds: string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const { rows } = await tx.query<{ offer_id: string; counted: boolean }>(
    `UPDATE offer_uses SET state = 'released', expires_at = NULL
     WHERE order_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND state <> 'released'
     RETURNING offer_id::text AS offer_id, counted`,
    [JSON.stringify(orderIds)],
  );
  const back = new Map<string, number>();
  for (const r of rows) if (r.counted) back.set(r.offer_id, (back.get(r.offer_id) ?? 0) + 1);
  let reopened = false;
  for (const id of [...back.keys()].sort()) {
    const { rows: was } = await tx.query<{ full: boolean }>(
      'SELECT total_uses IS NOT NULL AND uses >= total_uses AS full FROM offers WHERE id = $1 FOR UPDATE',
      [id],
    );
    await tx.query('UPDATE offers SET uses = greatest(uses - $2, 0) WHERE id = $1', [id, back.get(id)]);
    reopened ||= was[0]?.full === true;
  }
  // A used-up offer has uses again: the quotes' copies must say so.
  if (reopened) await bumpOffersVersion(tx);
  return rows.length;
}

/** The order is paid or cash on delivery: its use is spent and no longer lapses. */
export async function spendUse(tx: Queryable, orderId: string): Promise<void> {
  await tx.query("UPDATE offer_uses SET state = 'used', expires_at = NULL WHERE order_id = $1 AND state = 'held'", [orderId]);
}

/** Orders whose offer use lapsed unpaid, oldest first. */
export async function lapsedUses(db: Queryable, limit = 100): Promise<string[]> {
  const { rows } = await db.query<{ order_id: string }>(
    `SELECT order_id FROM offer_uses WHERE state = 'held' AND expires_at <= now() ORDER BY expires_at, order_id LIMIT $1`,
    [limit],
    { prepare: true },
  );
  return rows.map((r) => r.order_id);
}
