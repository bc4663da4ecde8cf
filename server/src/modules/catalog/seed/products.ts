import { LEGACY_PRODUCTS } from './catalog-legacy';
import { SPORTS_PRODUCTS } from './catalog-sports';
import { withBrand } from './brands';
import type { SeedProduct } from './types';

/** The whole catalogue a fresh database is seeded with; plain data (the app's tests read it too). */
export const SEED_PRODUCTS: SeedProduct[] = [...SPORTS_PRODUCTS, ...LEGACY_PRODUCTS].map(withBrand);
