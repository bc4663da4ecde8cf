import type { PageLoadContext } from '@/state/pageLoad';
import type { RootState } from '@/state/types';
import { selectStoreInfo } from '@/features/store-info/storeInfoApi';
import { isPolicySlug } from './policySlugs';

/**
 * Whether a page server draws this policy page itself: only a policy the shop knows, and only
 * with the built-in text. A store's own policy HTML is sanitized by DOMPurify with the browser's
 * own HTML parser; sanitizing it on the server would need another parser (jsdom or the like), and
 * parser differences are where sanitizer bypasses (mutation XSS) come from. Those pages are drawn
 * by the browser, as before.
 */
export function policyRendersOnServer(state: RootState, { params }: Pick<PageLoadContext, 'params'>): boolean {
  const slug = params.policyType;
  if (!isPolicySlug(slug)) return false;
  return !selectStoreInfo(state)?.policies[slug]?.trim();
}

/** An address that names no policy is the not-found page (PolicyScreen sends it to /404). */
export function policyPageStatus(_state: RootState, { params }: Pick<PageLoadContext, 'params'>): number {
  return isPolicySlug(params.policyType) ? 200 : 404;
}
