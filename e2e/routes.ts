/** The shop's routes that journeys visit one by one (a11y-routes.spec.ts, refused-workers.spec.ts). */
import type { APIRequestContext } from '@playwright/test';

/** Every route a signed-out shopper can open; the payment views have their own journeys. */
export const PUBLIC_ROUTES = [
  '/',
  '/products',
  '/products?category=sports%20shoes',
  '/product/does-not-exist',
  '/cart',
  '/wishlist',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/track-order',
  '/contact',
  '/order-success',
  '/api-test',
  '/404',
  '/terms',
  '/privacy',
  '/refund',
  '/return',
  '/shipping',
  '/about',
];

export const SIGNED_IN_ROUTES = ['/account', '/orders', '/checkout', '/cart', '/wishlist'];

export async function firstProductId(request: APIRequestContext): Promise<string> {
  const { data } = (await (await request.get('/api/v1/products?limit=1')).json()) as { data: { id: string }[] };
  return data[0]!.id;
}
