import { createContext, use } from 'react';

/**
 * The shop's public origin, for what the screens draw with it (canonical addresses, the policy
 * texts' web address). A page server gives the one it answers as (PUBLIC_URL), the build's
 * prerender its own; in the browser it is the page's.
 */
export const ShopOriginContext = createContext<string | null>(null);

export function useShopOrigin(): string {
  return use(ShopOriginContext) ?? window.location.origin;
}
