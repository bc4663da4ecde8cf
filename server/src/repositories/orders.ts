import crypto from 'node:crypto';
import type { OrderDto, OrderStatusCode, ShippingAddressDto } from '../contracts';
import type { Queryable } from '../db/client';

interface OrderRow {
  id: number;
  user_id: string;
  email: string;
  status: number;
  shipping_address: ShippingAddressDto;
  tracking_number: string | null;
  created_at: Date | string;
}

export interface OrderRecord extends OrderDto {
  userId: string;
  email: string;
}

const IDS = '(SELECT jsonb_array_elements_text($1::jsonb)::int)';

async function hydrate(db: Queryable, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const { rows: items } = await db.query<{
    id: string; order_id: number; product_id: string; product_title: string; quantity: number; price: number;
  }>(
    `SELECT id, order_id, product_id, product_title, quantity, price::float8 AS price FROM order_items
     WHERE order_id IN ${IDS} ORDER BY order_id, position`,
    [JSON.stringify(rows.map((r) => r.id))],
  );
  return rows.map((r) => ({
    id: r.id,
    status: r.status as OrderStatusCode,
    createdAt: new Date(r.created_at).toISOString(),
    items: items
      .filter((i) => i.order_id === r.id)
      .map((i) => ({ id: i.id, productId: i.product_id, productTitle: i.product_title, quantity: i.quantity, price: Number(i.price) })),
    shippingAddress: r.shipping_address,
    trackingNumber: r.tracking_number,
    userId: r.user_id,
    email: r.email,
  }));
}

export function toOrderDto({ userId: _u, email: _e, ...dto }: OrderRecord): OrderDto {
  return dto;
}

export async function createOrder(
  db: Queryable,
  input: {
    userId: string;
    email: string;
    shippingAddress: ShippingAddressDto;
    lines: { productId: string; title: string; quantity: number; price: number }[];
  },
): Promise<OrderRecord> {
  const { rows } = await db.query<OrderRow>(
    'INSERT INTO orders (user_id, email, shipping_address) VALUES ($1, $2, $3::jsonb) RETURNING *',
    [input.userId, input.email, JSON.stringify(input.shippingAddress)],
  );
  const order = rows[0]!;
  for (const [n, l] of input.lines.entries()) {
    await db.query(
      `INSERT INTO order_items (id, order_id, position, product_id, product_title, quantity, price)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [crypto.randomUUID(), order.id, n, l.productId, l.title, l.quantity, l.price],
    );
  }
  return (await hydrate(db, [order]))[0]!;
}

export async function listOrdersForUser(db: Queryable, userId: string): Promise<OrderRecord[]> {
  const { rows } = await db.query<OrderRow>(
    'SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return hydrate(db, rows);
}

export async function getOrder(db: Queryable, id: number): Promise<OrderRecord | null> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]);
  return (await hydrate(db, rows))[0] ?? null;
}

export async function setOrderStatus(db: Queryable, id: number, from: number, to: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE orders SET status = $3 WHERE id = $1 AND status = $2 RETURNING id', [id, from, to]);
  return rows.length > 0;
}
