import { data } from 'react-router-dom';
import { DRAWN_IN_BROWSER, pageLoader } from '@/state/pageLoad';
import { selectStoreInfo } from '@/features/store-info/storeInfoApi';
import { isPolicySlug } from './policySlugs';

/**
 * The policy route's loader on the page server. An address that names no policy is the not-found
 * page (PolicyScreen sends it to /404): the browser draws it, with status 404.
 *
 * A page server draws only a policy with the built-in text. A store's own policy HTML is sanitized
 * by DOMPurify with the browser's own HTML parser; sanitizing it on the server would need another
 * parser (jsdom or the like), and parser differences are where sanitizer bypasses (mutation XSS)
 * come from. Those pages are drawn by the browser, as before.
 */
export const policyLoader = pageLoader(async ({ params, settled }) => {
  const slug = params.policyType;
  if (!isPolicySlug(slug)) return data(DRAWN_IN_BROWSER, { status: 404 });
  return selectStoreInfo(await settled())?.policies[slug]?.trim() ? DRAWN_IN_BROWSER : null;
});
