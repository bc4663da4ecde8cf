-- Order numbers become short random strings (8 characters of Crockford base32, made by the
-- server) that cannot be enumerated. Orders placed before keep their number, as text ('1001'),
-- so old links, receipts and Track Order still find them.

ALTER TABLE order_items DROP CONSTRAINT order_items_order_id_fkey;
ALTER TABLE payments DROP CONSTRAINT payments_order_id_fkey;

ALTER TABLE orders ALTER COLUMN id DROP IDENTITY IF EXISTS;
ALTER TABLE orders ALTER COLUMN id TYPE text USING id::text;
ALTER TABLE order_items ALTER COLUMN order_id TYPE text USING order_id::text;
ALTER TABLE payments ALTER COLUMN order_id TYPE text USING order_id::text;

ALTER TABLE order_items
  ADD CONSTRAINT order_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE;
ALTER TABLE payments
  ADD CONSTRAINT payments_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE;

-- Only canonical forms are stored, so a lookup is one equality on the primary key.
ALTER TABLE orders ADD CONSTRAINT orders_id_format CHECK (id ~ '^([0-9A-HJKMNP-TV-Z]{8}|[0-9]{1,9})$');
