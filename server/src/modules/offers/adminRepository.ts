/** The shop's side of offers' SQL (npm run offers): every offer, writing them, ending one. */
import crypto from 'node:crypto';
import type { Queryable } from '../../platform/db/client';
import type { Offer } from '../../../../rules/offers';
import { bumpOffersVersion, COLUMNS, toOffer, type OfferRow, type StoredOffer } from './repository';

/** Running and to come first, ended last; automatic ones before codes. */
export async function allOffers(db: Queryable): Promise<StoredOffer[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${COLUMNS} FROM offers ORDER BY (ends_at IS NOT NULL AND ends_at <= now()), code NULLS FIRST, lower(title) LIMIT 1000`,
  );
  return rows.map(toOffer);
}

const FIELDS = `code, title, kind, value, max_discount, min_cart_value, scope, include_sale_items, first_order_only,
  once_per_shopper, total_uses, starts_at, ends_at, listed`;
const VALUES = '$2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15';
// An offer loaded again without its start keeps the one it had ($16): a running offer never restarts.
const UPDATES = FIELDS.split(',')
  .map((f) => f.trim())
  .filter((f) => f !== 'code')
  .map((f) => (f === 'starts_at' ? 'starts_at = CASE WHEN $16 THEN offers.starts_at ELSE EXCLUDED.starts_at END' : `${f} = EXCLUDED.${f}`))
  .join(', ');

const params = (o: Offer) => [
  crypto.randomUUID(),
  o.code,
  o.title,
  o.kind,
  o.value,
  o.maxDiscount,
  o.minCartValue,
  JSON.stringify(o.scope),
  o.includeSaleItems,
  o.firstOrderOnly,
  o.oncePerShopper,
  o.totalUses,
  o.startsAt,
  o.endsAt,
  o.listed,
];

/**
 * Writes the offer: a code names one offer, a title one automatic offer, so loading a file again
 * changes those it names and adds the rest. `replace: false` adds only (null when it exists).
 * A capped offer's uses are counted again from its orders, so a cap set later counts those already made.
 */
export async function writeOffer(
  tx: Queryable,
  o: Offer,
  replace: boolean,
  keepStart = false,
): Promise<{ offer: StoredOffer; added: boolean } | null> {
  const target = o.code === null ? '(lower(title)) WHERE code IS NULL' : '(code)';
  const onConflict = replace ? `DO UPDATE SET ${UPDATES}, updated_at = now()` : 'DO NOTHING';
  const { rows } = await tx.query<OfferRow & { added: boolean }>(
    `INSERT INTO offers (id, ${FIELDS}) VALUES ($1, ${VALUES})
     ON CONFLICT ${target} ${onConflict}
     RETURNING ${COLUMNS}, (xmax = 0) AS added`,
    replace ? [...params(o), keepStart] : params(o),
  );
  const row = rows[0];
  if (!row) return null;
  await bumpOffersVersion(tx);
  if (row.total_uses !== null) {
    await tx.query("UPDATE offer_uses SET counted = true WHERE offer_id = $1 AND state <> 'released' AND NOT counted", [row.id]);
    const { rows: counted } = await tx.query<{ uses: number }>(
      `UPDATE offers SET uses = (SELECT count(*) FROM offer_uses WHERE offer_id = $1 AND state <> 'released')
       WHERE id = $1 RETURNING uses`,
      [row.id],
    );
    row.uses = counted[0]!.uses;
  }
  return { offer: toOffer(row), added: row.added };
}

/**
 * Ends the offer named by `ref` (its code, its id, or an automatic offer's title) now: 'ended', or
 * 'already' with it when it had ended, or null when no offer has that name.
 */
export async function endOffer(db: Queryable, ref: string): Promise<{ offer: StoredOffer; already: boolean } | null> {
  const { rows } = await db.query<OfferRow & { already: boolean }>(
    `WITH named AS (
       SELECT id AS named_id, ends_at IS NOT NULL AND ends_at <= now() AS already FROM offers
       WHERE code = upper($1) OR id::text = lower($1) OR (code IS NULL AND lower(title) = lower($1))
       ORDER BY code IS NULL, id LIMIT 1 FOR UPDATE
     )
     UPDATE offers SET ends_at = CASE WHEN n.already THEN ends_at ELSE now() END, updated_at = now()
     FROM named n WHERE id = n.named_id
     RETURNING ${COLUMNS}, n.already`,
    [ref],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.already) await bumpOffersVersion(db);
  return { offer: toOffer(row), already: row.already };
}
