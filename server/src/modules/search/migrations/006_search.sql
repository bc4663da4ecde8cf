-- Search (GET /search, /search/suggest) and the catalogue import.
--
-- Extensions: pg_trgm (typo candidates by trigram distance) and unaccent. Both are "trusted", so
-- the database owner may create them; they go to public, which every connection's search_path
-- holds (the test suite's per-file schemas add it too). The lock makes parallel migrations (one
-- per test schema, same database) take turns: CREATE EXTENSION IF NOT EXISTS is not race-free.
SELECT pg_advisory_xact_lock(7260020);
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- Orders keep what was bought (their lines hold title, price, size and colour), so a product may
-- leave the catalogue (catalog:import --replace) without taking order history with it.
ALTER TABLE order_items DROP CONSTRAINT IF EXISTS order_items_product_id_fkey;

-- Facet values and search text, derived from the product and its attributes by
-- search_index_products(); NULL search_text marks a product whose derived columns are due.
ALTER TABLE products
  ADD COLUMN brands text[] NOT NULL DEFAULT '{}',
  ADD COLUMN sizes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN colors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN search_text text,
  ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector,
  ADD COLUMN price numeric(12, 2) GENERATED ALWAYS AS (COALESCE(discounted_price, regular_price)) STORED,
  -- share of the regular price taken off, 0 when not on sale (sort=discount)
  ADD COLUMN discount numeric GENERATED ALWAYS AS (
    CASE WHEN discounted_price IS NULL OR regular_price <= 0 OR discounted_price >= regular_price THEN 0
      ELSE (regular_price - discounted_price) / regular_price END
  ) STORED;

CREATE INDEX products_search_idx ON products USING gin (search_vector);
CREATE INDEX products_price_idx ON products (price, created_at DESC, id);
CREATE INDEX products_search_due_idx ON products (id) WHERE search_text IS NULL;
-- Everything facets and filters read, so browsing facets scan this narrow index instead of the
-- wide rows (text, vector): about half the time on PGlite at 20,000 products.
CREATE INDEX products_facets_idx ON products (category)
  INCLUDE (parent_category, gender, price, discounted_price, regular_price, sizes, colors, brands);
-- featured=true on /products looks for this one attribute among several per product.
CREATE INDEX product_attributes_featured_idx ON product_attributes (product_id) WHERE lower(key) = 'featured';

-- Every word of the catalogue once (stop words left out), for typo correction, prefix completion
-- and joined/split words. Rebuilt by search_index_words() after the catalogue changes.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  lexeme text NOT NULL,
  -- how many times the word occurs in the catalogue: the commoner of two corrections wins
  occurrences integer NOT NULL
);
CREATE INDEX search_words_lexeme_idx ON search_words (lexeme);
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);
CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);

-- The one text form both sides use: no accents, lower case, digits apart from letters ("6mm" and
-- "6 mm" both become "6 mm"). The query goes through the same function (see analyse in the server).
CREATE FUNCTION search_normalize(t text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(lower(unaccent(coalesce(t, ''))),
    '([0-9])([a-z])', '\1 \2', 'g'), '([a-z])([0-9])', '\1 \2', 'g')
$$;

-- Normalized text plus each hyphenated word written as one ("anti-skid" adds "antiskid", "t-shirt"
-- adds "tshirt"), so the joined spelling a shopper types is a word of the catalogue too.
CREATE FUNCTION search_field(t text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT n || coalesce(' ' || (SELECT string_agg(replace(m[1], '-', ''), ' ')
    FROM regexp_matches(n, '([a-z0-9]+(?:-[a-z0-9]+)+)', 'g') AS m), '')
  FROM search_normalize(t) AS n
$$;

-- Recomputes facet columns, search text and weighted vector of the products whose search_text is
-- NULL: title, brand and type weigh A; category, sub-category, colour and gender B; description
-- C; material D. Returns how many products it indexed.
CREATE FUNCTION search_index_products() RETURNS integer LANGUAGE plpgsql AS $$
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
  fields AS (
    SELECT p.id, coalesce(x.brands, '{}') AS brands, coalesce(x.sizes, '{}') AS sizes, coalesce(x.colors, '{}') AS colors,
      search_field(concat_ws(' ', p.title, array_to_string(x.brands, ' '), x.types)) AS fa,
      search_field(concat_ws(' ', p.category, p.parent_category, array_to_string(x.colors, ' '), p.gender)) AS fb,
      search_field(p.description) AS fc,
      search_field(x.materials) AS fd
    FROM due JOIN products p ON p.id = due.id LEFT JOIN attrs x ON x.product_id = p.id
  )
  UPDATE products p SET
    brands = f.brands, sizes = f.sizes, colors = f.colors,
    search_text = concat_ws(' ', f.fa, f.fb, f.fc, f.fd),
    search_vector = setweight(to_tsvector('english', f.fa), 'A') || setweight(to_tsvector('english', f.fb), 'B')
      || setweight(to_tsvector('english', f.fc), 'C') || setweight(to_tsvector('english', f.fd), 'D')
  FROM fields f WHERE p.id = f.id;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;

-- The vocabulary from scratch: every word of 2 to 40 letters that is not a stop word.
CREATE FUNCTION search_index_words() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  INSERT INTO search_words (word, lexeme, occurrences)
  SELECT x.w, l.lexeme, x.n
  FROM (
    SELECT w, count(*)::int AS n
    FROM products p CROSS JOIN LATERAL regexp_split_to_table(p.search_text, '[^a-z0-9]+') AS w
    WHERE length(w) BETWEEN 2 AND 40
    GROUP BY w
  ) x
  CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', x.w))[1] AS lexeme) l
  WHERE l.lexeme IS NOT NULL;
END
$$;

SELECT search_index_products();
SELECT search_index_words();
