import crypto from 'node:crypto';
import { ORDER_STATUS, type OrderDto, type OrderStatusCode, type ShippingAddressDto } from './contract';
import type { Queryable } from '../../platform/db/client';
import { newOrderId } from './orderId';

interface OrderRow {
  id: string;
  user_id: string;
  email: string;
  status: number;
  shipping_address: ShippingAddressDto;
  tracking_number: string | null;
  out_for_delivery_at: Date | string | null;
  shipped_at?: Date | string | null;
  delivered_at?: Date | string | null;
  cancelled_at?: Date | string | null;
  created_at: Date | string;
  discount?: number | string;
  coupon?: string | null;
}

export interface OrderRecord extends OrderDto {
  userId: string;
  email: string;
  /** the courier took it out for delivery (the order is still Shipped) */
  outForDelivery: boolean;
  /** when it moved on (ISO), for its timeline and a return's window; null: not yet, or before these were kept */
  dates: { outForDelivery: string | null; shipped: string | null; delivered: string | null; cancelled: string | null };
}

export interface OrderLine {
  productId: string;
  title: string;
  quantity: number;
  price: number;
  size: string | null;
  color: string | null;
  /** the line's share of the order's discount */
  discount: number;
}

export const PENDING = ORDER_STATUS.pending;
export const PROCESSING = ORDER_STATUS.processing;

const IDS = '(SELECT jsonb_array_elements_text($1::jsonb))';

const paise = (n: number) => Math.round(n * 100);
const iso = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : new Date(d).toISOString());

/** The moment an order reaches a status, kept beside it: `to` is the new status's SQL. */
const statusDates = (to: string) =>
  `shipped_at = CASE WHEN ${to} = ${ORDER_STATUS.shipped} AND status <> ${ORDER_STATUS.shipped} THEN now() ELSE shipped_at END,
   delivered_at = CASE WHEN ${to} = ${ORDER_STATUS.delivered} AND status <> ${ORDER_STATUS.delivered} THEN now() ELSE delivered_at END,
   cancelled_at = CASE WHEN ${to} = ${ORDER_STATUS.cancelled} AND status <> ${ORDER_STATUS.cancelled} THEN now() ELSE cancelled_at END`;

async function hydrate(db: Queryable, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const { rows: items } = await db.query<{
    id: string;
    order_id: string;
    product_id: string;
    product_title: string;
    quantity: number;
    price: number;
    size: string | null;
    color: string | null;
    discount: number;
  }>(
    `SELECT id, order_id, product_id, product_title, quantity, price::float8 AS price, size, color, discount::float8 AS discount
     FROM order_items
     WHERE order_id IN ${IDS} ORDER BY order_id, position`,
    [JSON.stringify(rows.map((r) => r.id))],
  );
  return rows.map((r) => {
    const mine = items
      .filter((i) => i.order_id === r.id)
      .map((i) => ({
        id: i.id,
        productId: i.product_id,
        productTitle: i.product_title,
        quantity: i.quantity,
        price: Number(i.price),
        size: i.size,
        color: i.color,
        discount: Number(i.discount ?? 0),
      }));
    const discount = Number(r.discount ?? 0);
    const lines = mine.reduce((sum, i) => sum + paise(i.price) * i.quantity, 0);
    return { ...orderOf(r, mine), discount, coupon: r.coupon ?? null, total: (lines - paise(discount)) / 100 };
  });
}

function orderOf(r: OrderRow, items: OrderRecord['items']) {
  return {
    id: r.id,
    status: r.status as OrderStatusCode,
    createdAt: new Date(r.created_at).toISOString(),
    items,
    shippingAddress: r.shipping_address,
    trackingNumber: r.tracking_number,
    userId: r.user_id,
    email: r.email,
    outForDelivery: r.out_for_delivery_at !== null && r.out_for_delivery_at !== undefined,
    dates: {
      outForDelivery: iso(r.out_for_delivery_at),
      shipped: iso(r.shipped_at),
      delivered: iso(r.delivered_at),
      cancelled: iso(r.cancelled_at),
    },
  };
}

export function toOrderDto({ userId: _u, email: _e, outForDelivery: _o, dates: _d, ...dto }: OrderRecord): OrderDto {
  return dto;
}

/** Random ids can collide (one chance in a trillion per pair); a clash just draws another. */
async function insertOrderRow(db: Queryable, input: NewOrder) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { rows } = await db.query<OrderRow>(
      `INSERT INTO orders (id, user_id, email, shipping_address, discount, coupon) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
       ON CONFLICT (id) DO NOTHING RETURNING *`,
      [newOrderId(), input.userId, input.email, JSON.stringify(input.shippingAddress), input.discount, input.coupon],
    );
    if (rows[0]) return rows[0];
  }
  throw new Error('could not draw a free order id');
}

interface NewOrder {
  userId: string;
  email: string;
  shippingAddress: ShippingAddressDto;
  lines: OrderLine[];
  /** the offer's discount (its shares are the lines'), and the code typed for it */
  discount: number;
  coupon: string | null;
}

export async function createOrder(db: Queryable, input: NewOrder): Promise<OrderRecord> {
  const order = await insertOrderRow(db, input);
  for (const [n, l] of input.lines.entries()) {
    await db.query(
      `INSERT INTO order_items (id, order_id, position, product_id, product_title, quantity, price, size, color, discount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [crypto.randomUUID(), order.id, n, l.productId, l.title, l.quantity, l.price, l.size, l.color, l.discount],
    );
  }
  return (await hydrate(db, [order]))[0]!;
}

export async function listOrdersForUser(db: Queryable, userId: string): Promise<OrderRecord[]> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [userId]);
  return hydrate(db, rows);
}

/** `id` must be canonical (see canonicalOrderId). */
export async function getOrder(db: Queryable, id: string): Promise<OrderRecord | null> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]);
  return (await hydrate(db, rows))[0] ?? null;
}

/** How many orders the account has that were not cancelled (first-order offers read it). */
export async function countOpenOrders(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status <> ${ORDER_STATUS.cancelled}`,
    [userId],
    { prepare: true },
  );
  return rows[0]!.n;
}

/**
 * The order row locked for the rest of the transaction, with the amount due: its lines less its discount. Every path that
 * settles a payment takes this lock first (then payment rows), so they queue instead of racing
 * and never deadlock one another.
 */
export async function lockOrder(
  tx: Queryable,
  id: string,
): Promise<{ id: string; userId: string; status: number; amount: number; postalCode: string } | null> {
  const { rows } = await tx.query<{ id: string; user_id: string; status: number; amount: number; postal_code: string | null }>(
    `SELECT o.id, o.user_id, o.status, o.shipping_address->>'postalCode' AS postal_code,
       ((SELECT COALESCE(sum(i.price * i.quantity), 0) FROM order_items i WHERE i.order_id = o.id) - o.discount)::float8 AS amount
     FROM orders o WHERE o.id = $1 FOR UPDATE`,
    [id],
  );
  const r = rows[0];
  return r ? { id: r.id, userId: r.user_id, status: r.status, amount: Number(r.amount), postalCode: r.postal_code ?? '' } : null;
}

/** Moves the order only if it is still in `from`; false when another request got there first (setOrderStatus moves its stock too). */
export async function moveOrderStatus(db: Queryable, id: string, from: number, to: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE orders SET ${statusDates('$3::smallint')}, status = $3 WHERE id = $1 AND status = $2 RETURNING id`,
    [id, from, to],
  );
  return rows.length > 0;
}

/** Cancels those of the orders still Pending: `newly` the ones this call cancelled, `all` every one of them now cancelled (by this call or before). */
export async function cancelPendingOrders(tx: Queryable, ids: string[]): Promise<{ newly: string[]; all: string[] }> {
  const list = JSON.stringify(ids);
  const newly = await tx.query<{ id: string }>(
    `UPDATE orders SET ${statusDates(String(ORDER_STATUS.cancelled))}, status = ${ORDER_STATUS.cancelled}
     WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND status = ${ORDER_STATUS.pending} RETURNING id`,
    [list],
  );
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM orders WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND status = ${ORDER_STATUS.cancelled}`,
    [list],
  );
  return { newly: newly.rows.map((r) => r.id), all: rows.map((r) => r.id) };
}

/** A move of the shop's (moves.ts): the new status, the tracking number when shipping, the out-for-delivery moment. */
export async function moveOrderRow(tx: Queryable, id: string, to: number, change: { tracking: string | null; outForDelivery: boolean }) {
  await tx.query(
    `UPDATE orders SET ${statusDates('$2::smallint')}, status = $2, tracking_number = COALESCE($3, tracking_number),
       out_for_delivery_at = CASE WHEN $4 THEN now() ELSE out_for_delivery_at END
     WHERE id = $1`,
    [id, to, change.tracking, change.outForDelivery],
  );
}
