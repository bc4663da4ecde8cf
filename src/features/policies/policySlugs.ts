/** The policy pages of spec §2, keyed by their URL slug. */
export const POLICY_TITLES = {
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
  return: 'Return Policy',
  shipping: 'Shipping Policy',
  about: 'About Us',
} as const;

export type PolicySlug = keyof typeof POLICY_TITLES;

/** Slugs that name other screens; they never show a policy even if the server has one. */
export const RESERVED_SLUGS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
  'cart',
  'products',
  'product',
  'contact',
  'track-order',
  'orders',
  '404',
] as const;

export function isPolicySlug(slug: string | undefined): slug is PolicySlug {
  if (!slug || (RESERVED_SLUGS as readonly string[]).includes(slug)) return false;
  return Object.hasOwn(POLICY_TITLES, slug);
}
