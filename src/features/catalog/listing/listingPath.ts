import { paths } from '@/utils/paths';
import type { ListingParams } from './listingQuery';
import { encodeUrlPart } from '@/utils/urls';

/**
 * One address per listing page: the filters in a fixed order, page 1 left out, the category
 * lowercased and encoded as the app's links and the server's sitemap write it (`%20`, not `+`).
 */
export function listingPath({ category, parentCategory, page, featured }: ListingParams): string {
  const query: Array<[string, string]> = [];
  if (category) query.push(['category', category.toLowerCase()]);
  if (parentCategory) query.push(['parentCategory', parentCategory]);
  if (featured) query.push(['featured', 'true']);
  if (page > 1) query.push(['page', String(page)]);
  const text = query.map(([key, value]) => `${key}=${encodeUrlPart(value)}`).join('&');
  return text ? `${paths.products}?${text}` : paths.products;
}
