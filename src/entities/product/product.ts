import type { VariantStock } from '@rules/stock';
import type { ProductRating } from './rating';

/** A product as the screens read it (spec §3), derived from the server's shape by `toProduct`. */
export interface Product {
  id: string;
  name: string;
  description: string;
  price: number;
  /** The regular price, only when a discounted price exists. */
  originalPrice: number | null;
  onSale: boolean;
  image: string;
  images: string[];
  category: string;
  parentCategory: string;
  /** 'Men', 'Women', 'Unisex', 'Boys', 'Girls' or '' (spec §3 leaves it out; the size guide picks its tab by it). */
  gender: string;
  featured: boolean;
  sizes: string[];
  colors: string[];
  /** Up to 10 shown specifications, in server order (spec §5). */
  specifications: Specification[];
  createdAt: string;
  /** Its published reviews in brief; absent when it has none, or the API keeps no reviews. */
  rating?: ProductRating;
  /** What each size × colour has left; absent when the API does not count stock (every option choosable, as before). */
  variants?: VariantStock[];
  /** With variants: at or under this many left, "Only N left". */
  lowStockThreshold?: number;
}

export interface Specification {
  label: string;
  value: string;
}

export interface ProductPage {
  products: Product[];
  total: number;
}

/** Spec §2: the product page shows the id as its first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
