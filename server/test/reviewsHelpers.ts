/** Shoppers, orders and reviews for the reviews tests (issue 30). */
import type { FastifyInstance } from 'fastify';
import type { MyReviewDto, ReviewRequest, ReviewsPageDto } from '../src/contracts';
import { ADDRESS, PAYER, signUp } from './helpers';

export interface Shopper {
  email: string;
  headers: { authorization: string };
}

/** A fresh account, named as reviews show their writers ("Priya S."). */
export const shopper = (app: FastifyInstance, firstName = 'Priya', lastName = 'Sharma'): Promise<Shopper> =>
  signUp(app, { firstName, lastName });

export type Bought = 'cod' | 'card' | 'unpaid' | 'cancelled';

/** An order of the product by the shopper, paid (or not) as asked. */
export async function order(
  app: FastifyInstance,
  who: Shopper,
  productId: string,
  how: Bought = 'cod',
  line: { size?: string | null; color?: string | null } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: who.headers,
    payload: { products: { [productId]: 1 }, shippingAddress: ADDRESS, lines: [{ productId, quantity: 1, ...line }] },
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  const id = res.json().id as string;
  if (how === 'unpaid') return id;
  const method = how === 'card' ? 'card' : 'cod';
  const paid = await app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: who.headers,
    payload: { orderId: id, fields: { ...PAYER, method } },
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  if (how === 'card') {
    const paymentId = paid.json().action.formParams.data.paymentId as string;
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ paymentId, returnUrl: 'http://shop.test/' }).toString(),
    });
    if (confirm.statusCode !== 303) throw new Error(`card not confirmed: ${confirm.body}`);
  }
  return id;
}

/** A shopper who bought the product (cash on delivery, confirmed). */
export async function buyer(app: FastifyInstance, productId: string, names?: [string, string]): Promise<Shopper> {
  const who = await shopper(app, ...(names ?? []));
  await order(app, who, productId);
  return who;
}

export const GOOD: ReviewRequest = { rating: 5, title: 'Great shoes', text: 'Fits true to size and the cushioning is lovely.' };

export const post = (app: FastifyInstance, who: Shopper | null, productId: string, body: object) =>
  app.inject({ method: 'POST', url: `/api/v1/products/${productId}/reviews`, headers: who?.headers ?? {}, payload: body });

export const put = (app: FastifyInstance, who: Shopper | null, productId: string, body: object) =>
  app.inject({ method: 'PUT', url: `/api/v1/products/${productId}/reviews/mine`, headers: who?.headers ?? {}, payload: body });

export const vote = (app: FastifyInstance, who: Shopper | null, productId: string, reviewId: string) =>
  app.inject({ method: 'POST', url: `/api/v1/products/${productId}/reviews/${reviewId}/helpful`, headers: who?.headers ?? {} });

/** A review written by a fresh buyer: the buyer and the review. */
export async function reviewed(app: FastifyInstance, productId: string, body: ReviewRequest = GOOD, names?: [string, string]) {
  const who = await buyer(app, productId, names);
  const res = await post(app, who, productId, body);
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.statusCode} ${res.body}`);
  return { who, review: res.json() as MyReviewDto };
}

export async function reviewsOf(app: FastifyInstance, productId: string, query = ''): Promise<ReviewsPageDto> {
  const res = await app.inject({ url: `/api/v1/products/${productId}/reviews${query}` });
  if (res.statusCode !== 200) throw new Error(`reviews: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function ratingOf(app: FastifyInstance, productId: string) {
  return (await app.inject({ url: `/api/v1/products/${productId}` })).json().rating as { average: number; count: number } | undefined;
}
