export interface StoreInfo {
  storeName: string;
  companyName: string;
  companyAddress: string;
  companyEmail: string;
  companyPhone: string;
  companyLogoUrl: string;
  description: string;
  categories: string[];
  categoryImages: Record<string, string>;
  socialLinks: Record<string, string>;
  policies: Record<string, string>;
}

export const DEFAULT_BRAND_NAME = 'Stride Sports';
/** Header and store-info defaults (spec §9). */
export const DEFAULT_HEADER_CATEGORIES = ['men', 'women', 'accessories'];
export const MAX_HEADER_CATEGORIES = 3;
