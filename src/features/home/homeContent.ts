import type { ProductListParams } from '@/entities/product/catalogApi';
import type { StoreInfo } from '@/features/store-info/storeInfo';

/** Home's category cards when store info lists none (spec §9). */
export const DEFAULT_HOME_CATEGORIES = ['Fitness Accessories', 'Sports Equipment', 'Sports Shoes'];
export const MAX_HOME_CATEGORIES = 3;
export const FEATURED_LIMIT = 4;
/** The categories fetch failed: spec §8 falls back to this list. */
export const FALLBACK_CATEGORIES = ['Accessories'];
export const SPORTS_ESSENTIALS = ['Fitness Accessories', 'Sports Equipment', 'Sports Shoes', 'Training Gear'];

export interface CategoryCard {
  name: string;
  image: string;
}

/** At most 3 cards; each image from the store's map, else its `default` entry. */
export function homeCategoryCards(info: StoreInfo | undefined): CategoryCard[] {
  const names = info?.categories.length ? info.categories : DEFAULT_HOME_CATEGORIES;
  const images = info?.categoryImages ?? {};
  return names.slice(0, MAX_HOME_CATEGORIES).map((name) => ({ name, image: images[name] ?? images.default ?? '' }));
}

/**
 * The featured block's category (spec §7): the first store category lower-cased, none when the
 * store has none, `accessories` when the categories could not be fetched.
 */
export function featuredCategory(categories: readonly string[] | undefined, failed: boolean): string {
  const list = failed ? FALLBACK_CATEGORIES : (categories ?? []);
  return (list[0] ?? '').toLowerCase();
}

/** The featured block's request (spec §4/§7): its category's first FEATURED_LIMIT products. */
export function featuredRequest(categories: readonly string[] | undefined, failed: boolean): ProductListParams {
  const category = featuredCategory(categories, failed);
  return { page: 1, limit: FEATURED_LIMIT, ...(category ? { category } : {}) };
}
