-- Search reads a narrow table of its own instead of the wide product rows (title, description,
-- search text: some 2 KB each). Matching a broad query reads every matching row's vector; from
-- `products` that meant 40 MB at 20,000 products, more than a quarter of PGlite's 128 MB of shared
-- buffers, so PostgreSQL read it through a small ring buffer — from the disk every time. The
-- narrow table stays in memory, and matching a whole category costs a tenth of what it did.
--
-- `key` is a small stable number per product: the API keeps the catalogue's browsing data in
-- memory by key (modules/search/catalogue.ts) and receives matches as lists of keys.
CREATE TABLE search_products (
  key integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id uuid NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  category text NOT NULL,
  vector tsvector NOT NULL
);
CREATE INDEX search_products_vector_idx ON search_products USING gin (vector);

INSERT INTO search_products (id, created_at, category, vector)
SELECT id, created_at, category, search_vector FROM products ORDER BY created_at DESC, id;

-- What only the old searches read: facets and filters now run on the API's copy of the catalogue.
DROP INDEX products_facets_idx;
DROP INDEX products_price_idx;
ALTER TABLE products DROP COLUMN search_vector;

-- As in migration 006, with the weighted vector (and what ranking and suggestions read beside it)
-- written to search_products.
CREATE OR REPLACE FUNCTION search_index_products() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  WITH due AS (SELECT id FROM products WHERE search_text IS NULL),
  attrs AS (
    SELECT a.product_id,
      array_agg(DISTINCT v) FILTER (WHERE k = 'brand') AS brands,
      array_agg(DISTINCT v) FILTER (WHERE k IN ('size', 'sizes')) AS sizes,
      array_agg(DISTINCT v) FILTER (WHERE k IN ('color', 'colour', 'colors', 'colours')) AS colors,
      string_agg(v, ' ') FILTER (WHERE k IN ('type', 'types')) AS types,
      string_agg(v, ' ') FILTER (WHERE k IN ('material', 'materials', 'fabric', 'sport')) AS materials
    FROM due
    JOIN product_attributes a ON a.product_id = due.id
    CROSS JOIN LATERAL (SELECT lower(btrim(a.key)) AS k) key
    CROSS JOIN LATERAL (
      SELECT btrim(e) AS v FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(a.value) = 'array' THEN a.value ELSE '[]' END) e
    ) val
    WHERE val.v <> ''
    GROUP BY a.product_id
  ),
  fields AS MATERIALIZED (
    SELECT p.id, p.created_at, p.category, coalesce(x.brands, '{}') AS brands, coalesce(x.sizes, '{}') AS sizes, coalesce(x.colors, '{}') AS colors,
      search_field(concat_ws(' ', p.title, array_to_string(x.brands, ' '), x.types)) AS fa,
      search_field(concat_ws(' ', p.category, p.parent_category, array_to_string(x.colors, ' '), p.gender)) AS fb,
      search_field(p.description) AS fc,
      search_field(x.materials) AS fd
    FROM due JOIN products p ON p.id = due.id LEFT JOIN attrs x ON x.product_id = p.id
  ),
  indexed AS (
    UPDATE products p SET
      brands = f.brands, sizes = f.sizes, colors = f.colors,
      search_text = concat_ws(' ', f.fa, f.fb, f.fc, f.fd)
    FROM fields f WHERE p.id = f.id
  )
  INSERT INTO search_products (id, created_at, category, vector)
  SELECT f.id, f.created_at, f.category,
    setweight(to_tsvector('english', f.fa), 'A') || setweight(to_tsvector('english', f.fb), 'B')
      || setweight(to_tsvector('english', f.fc), 'C') || setweight(to_tsvector('english', f.fd), 'D')
  FROM fields f
  ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at, category = EXCLUDED.category, vector = EXCLUDED.vector;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;
