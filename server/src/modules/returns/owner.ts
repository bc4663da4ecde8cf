import crypto from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import { getOrder, lockOrder, type OrderRecord } from '../orders';

/** As POST /payments answers: an order of another account is not found, so order numbers cannot be probed. */
export const ORDER_NOT_FOUND = 'Order not found';

/** The shopper's own order `id` (canonical or null), locked for the rest of the transaction; 404 otherwise. */
export async function lockOwnOrder(tx: Queryable, id: string | null, userId: string): Promise<{ status: number; order: OrderRecord }> {
  const locked = id ? await lockOrder(tx, id) : null;
  if (!locked || locked.userId !== userId) throw httpErrors.notFound(ORDER_NOT_FOUND);
  return { status: locked.status, order: (await getOrder(tx, locked.id))! };
}

/** The same, read without a lock (a list). */
export async function ownOrder(db: Queryable, id: string | null, userId: string): Promise<OrderRecord> {
  const order = id ? await getOrder(db, id) : null;
  if (!order || order.userId !== userId) throw httpErrors.notFound(ORDER_NOT_FOUND);
  return order;
}

export const newId = () => crypto.randomUUID();
