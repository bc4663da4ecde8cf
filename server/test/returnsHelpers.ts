import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db/client';
import { ADDRESS, adminOf, PAYER, signUp } from './helpers';
import { orderBody, SHOE } from './stockHelpers';

export type Shopper = Awaited<ReturnType<typeof signUp>>;

export const api = (app: FastifyInstance, method: 'GET' | 'POST', url: string, user?: Shopper | null, payload?: object, key?: string) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(user ? user.headers : {}), ...(key && { 'idempotency-key': key }) },
    ...(payload && { payload }),
  });

/** An order of SHOE (UK 9 in its first colour) placed by `user`, paid as `pay` says, moved on by the shop to `to`. */
export async function orderAt(
  app: FastifyInstance,
  db: Db,
  user: Shopper,
  to: 'pending' | 'processing' | 'shipped' | 'delivered',
  pay: 'cod' | 'upi_qr' = 'upi_qr',
  quantity = 2,
  { product = SHOE as { id: string; size: string; color: string }, postalCode = ADDRESS.postalCode } = {},
): Promise<{ id: string; itemId: string }> {
  const body = orderBody(product.id, product.size, product.color, quantity);
  const placed = await api(app, 'POST', '/orders', user, { ...body, shippingAddress: { ...ADDRESS, postalCode } });
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.body}`);
  const { id, items } = placed.json() as { id: string; items: Array<{ id: string }> };
  if (to !== 'pending') await payOrder(app, db, user, id, pay);
  const admin = adminOf(app);
  if (to === 'shipped' || to === 'delivered') await admin('POST', `/orders/${id}/ship`, { trackingNumber: 'AWB12345' });
  if (to === 'delivered') await admin('POST', `/orders/${id}/deliver`, {});
  return { id, itemId: items[0]!.id };
}

/** Pays: cash on delivery at once; UPI as the simulated provider confirms it (its time made to have passed). */
export async function payOrder(app: FastifyInstance, db: Db, user: Shopper, id: string, method: 'cod' | 'upi_qr') {
  const paid = await api(app, 'POST', '/payments', user, { orderId: id, fields: { ...PAYER, method } });
  if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.body}`);
  if (method === 'upi_qr') {
    await db.query("UPDATE payments SET created_at = now() - interval '1 hour' WHERE order_id = $1", [id]);
    await api(app, 'GET', '/orders', user);
  }
}

/** Lets days pass since the order was delivered: its every moment moves back by them. */
export async function deliveredDaysAgo(db: Db, id: string, days: number) {
  const back = (c: string) => `${c} = ${c} - ($2::int * interval '1 day')`;
  await db.query(
    `UPDATE orders SET ${['created_at', 'shipped_at', 'out_for_delivery_at', 'delivered_at'].map(back).join(', ')} WHERE id = $1`,
    [id, days],
  );
  await db.query(`UPDATE payments SET ${back('created_at')}, ${back('paid_at')} WHERE order_id = $1`, [id, days]);
}

export const refundsOf = async (db: Db, orderId: string) =>
  (
    await db.query<{ amount: number; destination: string; return_id: string | null }>(
      'SELECT amount::float8 AS amount, destination, return_id::text AS return_id FROM refunds WHERE order_id = $1 ORDER BY created_at',
      [orderId],
    )
  ).rows;

export const REFUND = { resolution: 'refund', reason: 'size_does_not_fit' } as const;
