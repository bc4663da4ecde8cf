/**
 * Reviews by buyers: a product's published reviews with their summary, writing and replacing
 * one's own, helpful votes, moderation (a word list and links hold a review back; npm run reviews
 * decides, through the admin API), per-shopper limits, the demo reviews of the seed, and the rating laid over every
 * product answer.
 */
import type { ShopModule } from '../../platform/module';
import { reviewAdminRoutes } from './admin';
import { reviewRoutes } from './routes';
import { reviewSettings } from './settings';

export { seedReviews } from './seed';
export { reviewsChanged } from './ratings';

export const reviews: ShopModule = { name: 'reviews', api: reviewRoutes, admin: reviewAdminRoutes, settings: reviewSettings };
