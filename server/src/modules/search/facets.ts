/**
 * The facets: what a search filters by (`?size=M&size=L`), and, when `counted`, what its answer
 * counts (`facets.size`). One entry drives the catalogue copy's SQL (repository/catalogue.ts),
 * the copy itself (catalogue.ts), the filters (filters.ts), the counting (browse.ts) and the
 * contract's query and answer (contracts.ts). `column` is the `products` column holding the value
 * (`many: false`, text or NULL) or values (`many: true`, a text array).
 */
export const FACETS = [
  { name: 'category', column: 'category', many: false, counted: true },
  { name: 'parentCategory', column: 'parent_category', many: false, counted: true },
  { name: 'gender', column: 'gender', many: false, counted: false },
  { name: 'size', column: 'sizes', many: true, counted: true },
  { name: 'color', column: 'colors', many: true, counted: true },
  { name: 'brand', column: 'brands', many: true, counted: true },
] as const satisfies ReadonlyArray<{ name: string; column: string; many: boolean; counted: boolean }>;

export type Facet = (typeof FACETS)[number];
export type FacetName = Facet['name'];
export type CountedFacetName = Extract<Facet, { counted: true }>['name'];

export const FACET_NAMES: FacetName[] = FACETS.map((f) => f.name);
export const COUNTED_FACETS = FACETS.filter((f): f is Extract<Facet, { counted: true }> => f.counted).map((f) => f.name);
