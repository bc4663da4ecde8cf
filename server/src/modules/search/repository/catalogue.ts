import type { Queryable } from '../../../platform/db/client';
import type { CatalogueColumns, FacetValue, OrderedSort } from '../catalogue';
import { FACETS, type FacetName } from '../../../../../rules/facets';

/** Each sort the catalogue copy keeps a place in, as SQL orders it (ties: newest first, then by id). */
const SORT_ORDER: Record<OrderedSort, string> = {
  'price-asc': 'p.price ASC',
  'price-desc': 'p.price DESC',
  discount: 'p.discount DESC',
};

/** Every column read, by name: a row's positions come from this list alone. */
const SELECTED: Array<[name: string, sql: string]> = [
  ['key', 's.key'],
  ['id', 'p.id'],
  ...FACETS.map((f): [string, string] => [f.name, `p.${f.column}`]),
  ['price', 'p.price::float8'],
  ['onSale', 'coalesce(p.discounted_price < p.regular_price, false)'],
  ['featured', 'f.product_id IS NOT NULL'],
  // The kind's words as PostgreSQL stems them (migration 009): the kind tier is counted here, not per row in SQL.
  ['kind', '(SELECT array_agg(k.lexeme) FROM unnest(s.kind) k)'],
  ...Object.entries(SORT_ORDER).map(([sort, order]): [string, string] => [
    sort,
    `row_number() OVER (ORDER BY ${order}, p.created_at DESC, p.id) - 1`,
  ]),
];

/**
 * What filters, facets, sorts and the listing read, for every indexed product, and the catalogue
 * version it belongs to, read in one statement so they agree. One JSON value of one array per
 * product: PGlite decodes a row at a time in JavaScript (some 25 µs each), a JSON text at once,
 * and arrays are the shortest text.
 */
export async function catalogueColumns(db: Queryable): Promise<{ version: string; columns: CatalogueColumns }> {
  const { rows } = await db.query<{ version: string | null; rows: unknown[][] | null }>(
    `SELECT (SELECT value FROM settings WHERE key = 'catalog_version') AS version,
       json_agg(json_build_array(${SELECTED.map((_, i) => `r.c${i}`).join(', ')}) ORDER BY r.created_at DESC, r.id) AS rows
     FROM (
       SELECT ${SELECTED.map(([, sql], i) => `${sql} AS c${i}`).join(', ')}, p.created_at, p.id
       FROM products p JOIN search_products s ON s.id = p.id
       -- the spec's featured products (GET /products?featured=true): a featured attribute holding "true"
       LEFT JOIN (SELECT DISTINCT product_id FROM product_attributes
                  WHERE lower(key) = 'featured' AND value @> '["true"]'::jsonb) f ON f.product_id = p.id
     ) r`,
  );
  const products = rows[0]!.rows ?? [];
  const column = <T>(name: string): T[] => {
    const at = SELECTED.findIndex(([n]) => n === name);
    return products.map((r) => r[at] as T);
  };
  const byName = <K extends string, T>(names: readonly K[]) => Object.fromEntries(names.map((n) => [n, column<T>(n)])) as Record<K, T[]>;
  return {
    version: rows[0]!.version ?? '0',
    columns: {
      key: column('key'),
      id: column('id'),
      facets: byName<FacetName, FacetValue>(FACETS.map((f) => f.name)),
      price: column('price'),
      onSale: column('onSale'),
      featured: column('featured'),
      kind: column('kind'),
      position: byName<OrderedSort, number>(Object.keys(SORT_ORDER) as OrderedSort[]),
    },
  };
}
