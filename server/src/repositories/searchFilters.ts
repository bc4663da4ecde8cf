/** The filters of GET /search (applied by search/browse.ts) and numbered SQL parameters. */

export const LIST_FILTERS = ['category', 'parentCategory', 'gender', 'size', 'color', 'brand'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export interface SearchFilters extends Record<ListFilter, string[]> {
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
}

export type FilterName = ListFilter | 'price' | 'onSale';

/** Numbered parameters for one statement. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
