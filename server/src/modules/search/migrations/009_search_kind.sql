-- What kind of thing each product is, for ranking: a query naming a kind ranks products of that
-- kind first ("bicycle": bicycles before cycling helmets that merely mention cycling; "cricket
-- bat": bats before bat grips). The kind is the head word of the product's type attribute ("Cycling
-- Helmet" → helmet), or without one, of its title once sizes, counts, model codes and "with …" are
-- cut away ("Kurta in Cotton" → kurta, "Adjustable Dumbbell Set 20 kg" → dumbbell, "Match Football Size 5" → football).
ALTER TABLE search_products ADD COLUMN kind tsvector NOT NULL DEFAULT ''::tsvector;
-- "cheap bicycle" and the suggestions' price bands read the products of a kind by it.
CREATE INDEX search_products_kind_idx ON search_products USING gin (kind);

CREATE FUNCTION search_kind(title text, types text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substring(
    CASE WHEN coalesce(btrim(types), '') <> '' THEN types
    ELSE regexp_replace(
      regexp_replace(regexp_replace(title, '\([^)]*\)', ' ', 'g'), '\s+(with|for|in)\s.*$', '', 'i'),
      '(\s+(\d[\d.,]*\s*[a-z]{0,3}|size|uk|set|pair|kit|pack|of|[a-z]*\d[a-z\d]*))+\s*$', '', 'i')
    END
    FROM '([^\s]+)\s*$')
$$;

-- As in migration 008, with the kind written beside the vector.
CREATE OR REPLACE FUNCTION search_index_products() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  WITH fields AS MATERIALIZED (
    SELECT p.id, p.created_at, p.category, coalesce(x.brands, '{}') AS brands, coalesce(x.sizes, '{}') AS sizes, coalesce(x.colors, '{}') AS colors,
      search_field(concat_ws(' ', p.title, array_to_string(x.brands, ' '), x.types)) AS fa,
      search_field(concat_ws(' ', p.category, p.parent_category, array_to_string(x.colors, ' '), p.gender)) AS fb,
      search_field(p.description) AS fc,
      search_field(x.materials) AS fd,
      search_field(search_kind(p.title, x.types)) AS fk
    FROM products p LEFT JOIN search_due_attributes() x ON x.product_id = p.id
    WHERE p.search_text IS NULL
  ),
  indexed AS (
    UPDATE products p SET
      brands = f.brands, sizes = f.sizes, colors = f.colors,
      search_text = concat_ws(' ', f.fa, f.fb, f.fc, f.fd)
    FROM fields f WHERE p.id = f.id
  )
  INSERT INTO search_products (id, created_at, category, vector, kind)
  SELECT f.id, f.created_at, f.category,
    setweight(to_tsvector('english', f.fa), 'A') || setweight(to_tsvector('english', f.fb), 'B')
      || setweight(to_tsvector('english', f.fc), 'C') || setweight(to_tsvector('english', f.fd), 'D'),
    to_tsvector('english', coalesce(f.fk, ''))
  FROM fields f
  ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at, category = EXCLUDED.category, vector = EXCLUDED.vector, kind = EXCLUDED.kind;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;

-- Products indexed before this migration get their kind now.
UPDATE products SET search_text = NULL;
SELECT search_index_products();
