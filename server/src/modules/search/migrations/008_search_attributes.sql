-- The attributes search reads from product_attributes, in one function of their own: migrations
-- 006 and 007 each wrote this query into search_index_products(), which is redefined here to call
-- it. 006 and 007 stay as they ran: migrations are applied once, by name, so an edit to them would
-- reach new databases only and leave the others on definitions no file holds.

-- Per product due for indexing (search_text NULL): its brands, sizes and colours (the facet
-- columns) and its types and materials (search text), under the keys the catalogue's sources use.
CREATE FUNCTION search_due_attributes()
RETURNS TABLE (product_id uuid, brands text[], sizes text[], colors text[], types text, materials text)
LANGUAGE sql STABLE AS $$
  SELECT a.product_id,
    array_agg(DISTINCT v) FILTER (WHERE k = 'brand'),
    array_agg(DISTINCT v) FILTER (WHERE k IN ('size', 'sizes')),
    array_agg(DISTINCT v) FILTER (WHERE k IN ('color', 'colour', 'colors', 'colours')),
    string_agg(v, ' ') FILTER (WHERE k IN ('type', 'types')),
    string_agg(v, ' ') FILTER (WHERE k IN ('material', 'materials', 'fabric', 'sport'))
  FROM products p
  JOIN product_attributes a ON a.product_id = p.id
  CROSS JOIN LATERAL (SELECT lower(btrim(a.key)) AS k) key
  CROSS JOIN LATERAL (
    SELECT btrim(e) AS v FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(a.value) = 'array' THEN a.value ELSE '[]' END) e
  ) val
  WHERE p.search_text IS NULL AND val.v <> ''
  GROUP BY a.product_id
$$;

-- Recomputes facet columns, search text and the weighted vector (in search_products) of the
-- products due; returns how many it indexed. What 007 defined, reading the attributes above.
CREATE OR REPLACE FUNCTION search_index_products() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  WITH fields AS MATERIALIZED (
    SELECT p.id, p.created_at, p.category, coalesce(x.brands, '{}') AS brands, coalesce(x.sizes, '{}') AS sizes, coalesce(x.colors, '{}') AS colors,
      search_field(concat_ws(' ', p.title, array_to_string(x.brands, ' '), x.types)) AS fa,
      search_field(concat_ws(' ', p.category, p.parent_category, array_to_string(x.colors, ' '), p.gender)) AS fb,
      search_field(p.description) AS fc,
      search_field(x.materials) AS fd
    FROM products p LEFT JOIN search_due_attributes() x ON x.product_id = p.id
    WHERE p.search_text IS NULL
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
