import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { productsByIds } from '../catalog';
import type { StockAlertDto, StockAlertRequest } from './contract';
import { claimDueAlerts, saveAlert, type AlertRow } from './alertsRepository';

export const toAlertDto = (r: AlertRow): StockAlertDto => ({
  id: r.id,
  productId: r.product_id,
  productTitle: r.product_title,
  size: r.size,
  color: r.color,
  email: r.email,
  status: r.state,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Stores a shopper's "Notify me": for a product the shop counts, a size and colour of its own (''
 * for any), to the e-mail given or, signed in, the account's. Kept 'pending' until stock returns
 * and the shop's messages send it (dueStockAlerts).
 */
export async function wishFor(
  ctx: AppContext,
  user: { id: string; email: string } | null,
  body: StockAlertRequest,
): Promise<StockAlertDto> {
  const email = (body.email ?? user?.email ?? '').trim();
  if (!email) throw httpErrors.badRequest('email is required');
  const productId = body.productId.trim().toLowerCase();
  const [product] = isUuid(productId) ? await productsByIds(ctx.db, [productId]) : [];
  if (!product) throw httpErrors.notFound('Product not found');
  const size = body.size?.trim() ?? '';
  const color = body.color?.trim() ?? '';
  const offers = (key: string, value: string) => !value || (product.attributes.find((a) => a.key === key)?.value ?? []).includes(value);
  if (!offers('size', size)) throw httpErrors.badRequest(`size ${size} is not one of this product's`);
  if (!offers('color', color)) throw httpErrors.badRequest(`color ${color} is not one of this product's`);
  return toAlertDto(await saveAlert(ctx.db, { productId: product.id, size, color, email, userId: user?.id ?? null }));
}

/** One back-in-stock message to send: whom, about what, and the unsubscribe link's token (POST /stock/alerts/unsubscribe). */
export interface DueStockAlert {
  id: string;
  email: string;
  /** the account that asked, if signed in */
  userId: string | null;
  productId: string;
  productTitle: string;
  size: string;
  color: string;
  unsubscribeToken: string;
}

/**
 * For the shop's messages: the waiting wishes whose variant is back, each marked sent in the
 * caller's transaction, so the message written in that same transaction (the outbox) goes once per
 * wish and never for a rolled-back one.
 */
export async function dueStockAlerts(tx: Queryable, limit = 100): Promise<DueStockAlert[]> {
  return (await claimDueAlerts(tx, limit)).map((r) => ({
    id: r.id,
    email: r.email,
    userId: r.user_id,
    productId: r.product_id,
    productTitle: r.product_title,
    size: r.size,
    color: r.color,
    unsubscribeToken: r.token,
  }));
}
