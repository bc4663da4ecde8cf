import type { ProductAttributeDto, ProductDto } from './contract';
import type { Queryable } from '../../platform/db/client';

export interface ProductRow {
  id: string;
  title: string;
  description: string;
  img_url: string;
  category: string;
  parent_category: string | null;
  gender: string | null;
  regular_price: number;
  discounted_price: number | null;
  created_at: Date | string;
}

import { isUuid } from '../../platform/http/inputs';

// Prices are cast to float8 so both drivers hand back JS numbers instead of numeric strings.
export const COLUMNS = `p.id, p.title, p.description, p.img_url, p.category, p.parent_category, p.gender,
  p.regular_price::float8 AS regular_price, p.discounted_price::float8 AS discounted_price, p.created_at`;

/** Rows → products with their images and attributes, in the order given. */
export async function hydrate(db: Queryable, rows: ProductRow[]): Promise<ProductDto[]> {
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((r) => r.id));
  // The ids come from product rows, so the uuid cast cannot fail, and the lookups use the indexes.
  const UUIDS = '(SELECT jsonb_array_elements_text($1::jsonb)::uuid)';
  const [images, attributes] = await Promise.all([
    db.query<{ product_id: string; url: string }>(
      `SELECT product_id, url FROM product_images WHERE product_id IN ${UUIDS} ORDER BY product_id, position`,
      [ids],
    ),
    db.query<{ id: string; product_id: string; key: string; value: string[]; metric_unit: string | null }>(
      `SELECT id, product_id, key, value, metric_unit FROM product_attributes
       WHERE product_id IN ${UUIDS} ORDER BY product_id, position`,
      [ids],
    ),
  ]);
  const imagesBy = new Map<string, { url: string }[]>();
  for (const i of images.rows) imagesBy.set(i.product_id, [...(imagesBy.get(i.product_id) ?? []), { url: i.url }]);
  const attrsBy = new Map<string, ProductAttributeDto[]>();
  for (const a of attributes.rows) {
    const dto = { id: a.id, key: a.key, value: a.value, metricUnit: a.metric_unit };
    attrsBy.set(a.product_id, [...(attrsBy.get(a.product_id) ?? []), dto]);
  }
  return rows.map((r) => ({ ...toDto(r), images: imagesBy.get(r.id) ?? [], attributes: attrsBy.get(r.id) ?? [] }));
}

const toDto = (r: ProductRow): Omit<ProductDto, 'images' | 'attributes'> => ({
  id: r.id,
  title: r.title,
  description: r.description,
  imgUrl: r.img_url,
  category: r.category,
  parentCategory: r.parent_category,
  gender: r.gender,
  regularPrice: Number(r.regular_price),
  discountedPrice: r.discounted_price === null ? null : Number(r.discounted_price),
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Products by id in the order given, complete with images and attributes, in one statement (a
 * search page: each round trip costs PGlite about a millisecond however little it reads).
 */
export async function productsByIds(db: Queryable, ids: string[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow & { images: ProductDto['images']; attributes: ProductAttributeDto[] }>(
    `SELECT ${COLUMNS},
       (SELECT coalesce(json_agg(json_build_object('url', i.url) ORDER BY i.position), '[]') FROM product_images i
        WHERE i.product_id = p.id) AS images,
       (SELECT coalesce(json_agg(json_build_object('id', a.id, 'key', a.key, 'value', a.value, 'metricUnit', a.metric_unit)
          ORDER BY a.position), '[]') FROM product_attributes a WHERE a.product_id = p.id) AS attributes
     FROM products p WHERE p.id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
    [JSON.stringify(ids)],
    { prepare: true },
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...toDto(r), images: r.images, attributes: r.attributes }] : [];
  });
}

export async function getProduct(db: Queryable, id: string): Promise<ProductDto | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ProductRow>(`SELECT ${COLUMNS} FROM products p WHERE p.id = $1`, [id]);
  return (await hydrate(db, rows))[0] ?? null;
}

/** Title and category behind a generated picture, looked up by the slug in its file name. */
export async function getArtworkInfo(db: Queryable, slug: string): Promise<{ title: string; category: string } | null> {
  const { rows } = await db.query<{ title: string; category: string }>('SELECT title, category FROM products WHERE slug = $1', [slug]);
  return rows[0] ?? null;
}

/** What pricing a cart reads of a product: its price now and what an offer's scope looks at. */
export interface ProductPricing {
  id: string;
  title: string;
  /** what it sells for: discountedPrice ?? regularPrice */
  price: number;
  regularPrice: number;
  discountedPrice: number | null;
  category: string;
  parentCategory: string | null;
  brand: string | null;
}

/** Current price, title and offer facts of each requested product, for pricing a cart or an order server-side. */
export async function getPricing(db: Queryable, ids: string[]): Promise<Map<string, ProductPricing>> {
  if (ids.length === 0) return new Map();
  // Compared as uuids (not text) so the primary key answers; what is not a uuid names no product.
  const { rows } = await db.query<{
    id: string;
    title: string;
    price: number;
    regular_price: number;
    discounted_price: number | null;
    category: string;
    parent_category: string | null;
    brand: string | null;
  }>(
    `SELECT p.id, p.title, p.price::float8 AS price, p.regular_price::float8 AS regular_price,
       p.discounted_price::float8 AS discounted_price, p.category, p.parent_category,
       (SELECT a.value->>0 FROM product_attributes a WHERE a.product_id = p.id AND lower(btrim(a.key)) = 'brand'
        ORDER BY a.position LIMIT 1) AS brand
     FROM products p WHERE p.id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
    [JSON.stringify(ids.filter(isUuid))],
    { prepare: true },
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: r.title,
        price: Number(r.price),
        regularPrice: Number(r.regular_price),
        discountedPrice: r.discounted_price === null ? null : Number(r.discounted_price),
        category: r.category,
        parentCategory: r.parent_category,
        brand: r.brand,
      },
    ]),
  );
}

/** A product's price now (rupees), or null when the id names none. */
export async function priceOf(db: Queryable, productId: string): Promise<number | null> {
  const { rows } = await db.query<{ price: number }>('SELECT price::float8 AS price FROM products WHERE id = $1::uuid', [productId], {
    prepare: true,
  });
  return rows[0] ? Number(rows[0].price) : null;
}

/** Every product id and the distinct categories that have products, for the sitemap. */
export async function sitemapEntries(db: Queryable): Promise<{ productIds: string[]; categories: string[] }> {
  const [products, categories] = await Promise.all([
    db.query<{ id: string }>('SELECT id::text AS id FROM products ORDER BY created_at DESC, id'),
    db.query<{ category: string }>(
      `SELECT min(category) AS category FROM products WHERE trim(category) <> ''
       GROUP BY lower(category) ORDER BY lower(category)`,
    ),
  ]);
  return { productIds: products.rows.map((r) => r.id), categories: categories.rows.map((r) => r.category) };
}
