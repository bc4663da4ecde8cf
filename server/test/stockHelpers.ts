import type { FastifyInstance } from 'fastify';
import { productIdFor } from '../src/modules/catalog';
import type { Db } from '../src/platform/db/client';
import { adminOf, ADDRESS } from './helpers';

/** A seeded shoe: six sizes, two colours. */
export const SHOE = { id: productIdFor('running-shoe-aerostride'), size: 'UK 9', color: 'Black/Orange', otherColor: 'Navy' };

export interface Variant {
  size: string;
  color: string;
  available: number;
}

/** What the product answer says a variant has left (undefined: the answer carries no variants). */
export async function availableOf(app: FastifyInstance, productId: string, size: string, color: string): Promise<number | undefined> {
  const body = (await app.inject({ url: `/api/v1/products/${productId}` })).json() as { variants?: Variant[] };
  return body.variants?.find((v) => v.size === size && v.color === color)?.available;
}

/** Sets a variant's shelf through the admin API, as npm run stock does; fails the test when refused. */
export async function setShelf(app: FastifyInstance, productId: string, size: string, color: string, onHand: number) {
  const answer = await adminOf(app)('PUT', `/stock/${productId}`, { size, color, onHand });
  if (answer.status !== 200) throw new Error(`stock set refused: ${JSON.stringify(answer.body)}`);
}

/** The database's own count of a variant: on hand, held, and the holds still open. */
export async function counts(db: Db, productId: string, size: string, color: string) {
  const { rows } = await db.query<{ on_hand: number; held: number; open: number }>(
    `SELECT s.on_hand, s.held, coalesce((SELECT sum(h.quantity) FROM stock_holds h WHERE h.product_id = s.product_id
       AND h.size = s.size AND h.color = s.color AND h.state = 'held'), 0)::int AS open
     FROM stock_levels s WHERE s.product_id = $1 AND s.size = $2 AND s.color = $3`,
    [productId, size, color],
  );
  return rows[0]!;
}

export const orderBody = (productId: string, size: string | null, color: string | null, quantity = 1) => ({
  products: { [productId]: quantity },
  shippingAddress: ADDRESS,
  lines: [{ productId, quantity, size, color }],
});

/** Lets time pass for an order's hold: it lapses now. */
export const lapse = (db: Db, orderId: string) =>
  db.query(
    "UPDATE stock_holds SET expires_at = now() - interval '1 second' WHERE order_id = $1 AND state = 'held' AND expires_at IS NOT NULL",
    [orderId],
  );
