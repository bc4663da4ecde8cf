export type SeedAttribute = [key: string, values: string[], metricUnit?: string];

export interface SeedProduct {
  /** stable key: the product id is derived from it, so every fresh database has the same ids */
  slug: string;
  title: string;
  description: string;
  category: string;
  parentCategory: string | null;
  gender: string | null;
  regularPrice: number;
  discountedPrice: number | null;
  /** age of the product in days at the time it is first seeded */
  daysAgo: number;
  attributes: SeedAttribute[];
  imageCount?: number;
}

export const SHOE_SIZES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL'];
export const ONE_SIZE = ['One Size'];
export const FEATURED: SeedAttribute = ['featured', ['true']];

type Row = [
  slug: string,
  title: string,
  parentCategory: string | null,
  gender: string | null,
  regularPrice: number,
  discountedPrice: number | null,
  daysAgo: number,
  attributes: SeedAttribute[],
  description: string,
];

/** Compact table rows → SeedProduct, so the catalogue files stay readable. */
export function rows(category: string, list: Row[]): SeedProduct[] {
  return list.map(([slug, title, parentCategory, gender, regularPrice, discountedPrice, daysAgo, attributes, description]) => ({
    slug,
    title,
    description,
    category,
    parentCategory,
    gender,
    regularPrice,
    discountedPrice,
    daysAgo,
    attributes,
  }));
}
