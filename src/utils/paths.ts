import { encodeUrlPart } from '@/utils/urls';

/** Every route of spec §2 in one place, so links and the route table agree. */
export const paths = {
  home: '/',
  products: '/products',
  product: (id: string) => `/product/${encodeUrlPart(id)}`,
  writeReview: (productId: string) => `/product/${encodeUrlPart(productId)}/review`,
  category: (category: string) => `/products?category=${encodeUrlPart(category.toLowerCase())}`,
  cart: '/cart',
  wishlist: '/wishlist',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  checkout: '/checkout',
  orders: '/orders',
  payment: '/payment',
  orderPayment: (orderId: string) => `/payment?orderId=${encodeUrlPart(orderId)}`,
  orderSuccess: '/order-success',
  trackOrder: '/track-order',
  contact: '/contact',
  apiTest: '/api-test',
  supportReplay: '/support/replay',
  notFound: '/404',
  policy: (slug: string) => `/${slug}`,
} as const;
