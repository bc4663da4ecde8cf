import type { FastifyInstance } from 'fastify';
import { productIdFor } from '../src/modules/catalog';
import { adminOf, ADDRESS } from './helpers';

/** Seeded products the demo offers read: running shoes (RUN10), yoga gear (YOGA20), gym wear. */
export const DASH = { id: productIdFor('running-shoe-dash-women'), price: 1799, size: 'UK 6' };
export const CLOUDPACE = { id: productIdFor('running-shoe-cloudpace-women'), price: 5499 };
export const YOGA_BLOCKS = { id: productIdFor('yoga-block-pair'), price: 599 };
/** on sale: 1499 → 1099 */
export const YOGA_MAT = { id: productIdFor('yoga-mat-6mm-tpe'), price: 1099 };
export const TREADMILL = { id: productIdFor('commercial-treadmill-t900'), price: 124999 };

export type Line = { productId: string; quantity: number; size?: string | null; color?: string | null };
export const line = (productId: string, quantity = 1): Line => ({ productId, quantity });

export async function quote(app: FastifyInstance, body: object, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/v1/cart/quote', payload: body, headers, ...(remoteAddress && { remoteAddress }) });
}

/** Adds an offer through the admin API, as npm run offers -- add does; fails the test when refused. */
export async function addOffer(app: FastifyInstance, offer: Record<string, unknown>) {
  const answer = await adminOf(app)('POST', '/offers', offer);
  if (answer.status !== 201) throw new Error(`offer refused: ${JSON.stringify(answer.body)}`);
  return (answer.body as { offer: { id: string; code: string | null } }).offer;
}

/** An order's body of these lines (a product without sizes takes any), with a code when given. */
export const orderOf = (lines: Line[], coupon?: string) => ({
  products: Object.fromEntries(lines.map((l) => [l.productId, l.quantity])),
  shippingAddress: ADDRESS,
  lines: lines.map((l) => ({ size: null, color: null, ...l })),
  ...(coupon !== undefined && { coupon }),
});

export async function placeOrder(app: FastifyInstance, headers: Record<string, string>, body: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...headers, ...(key && { 'idempotency-key': key }) },
    payload: body,
  });
}
