/** The filters of GET /search as SQL conditions on `products p`, one per filter, so facets can leave their own out. */

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

// Plain columns compare lower-cased; the facet arrays hold each value once whatever its case.
const COLUMN: Partial<Record<ListFilter, string>> = { category: 'p.category', parentCategory: 'p.parent_category', gender: 'p.gender' };
const ARRAY: Partial<Record<ListFilter, string>> = { size: 'p.sizes', color: 'p.colors', brand: 'p.brands' };

/** The SQL condition of each filter that is set (OR within a filter's values); absent ones are left out. */
export function filterConditions(f: SearchFilters, params: Params): Partial<Record<FilterName, string>> {
  const out: Partial<Record<FilterName, string>> = {};
  for (const name of LIST_FILTERS) {
    if (f[name].length === 0) continue;
    const values = `(SELECT lower(v) FROM jsonb_array_elements_text(${params.add(JSON.stringify(f[name]))}::jsonb) AS v)`;
    const column = COLUMN[name];
    out[name] = column
      ? `lower(${column}) IN ${values}`
      : `EXISTS (SELECT 1 FROM unnest(${ARRAY[name]}) AS x WHERE lower(x) IN ${values})`;
  }
  const price: string[] = [];
  if (f.minPrice !== null) price.push(`p.price >= ${params.add(f.minPrice)}::numeric`);
  if (f.maxPrice !== null) price.push(`p.price <= ${params.add(f.maxPrice)}::numeric`);
  if (price.length) out.price = price.join(' AND ');
  if (f.onSale) out.onSale = 'p.discounted_price < p.regular_price';
  return out;
}

/** All conditions but `except`, ANDed (TRUE when none is left). */
export function allBut(conditions: Partial<Record<FilterName, string>>, except?: FilterName): string {
  const kept = Object.entries(conditions).filter(([name]) => name !== except).map(([, sql]) => `(${sql})`);
  return kept.length ? kept.join(' AND ') : 'TRUE';
}
