-- What an order is charged besides its lines' prices: the discount of the offer it got (each line's
-- share of it beside the line, so a return refunds what that line was charged) and the code typed
-- for it (NULL: none, or an automatic offer). What is charged is the lines less the discount.
ALTER TABLE orders ADD COLUMN discount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0), ADD COLUMN coupon text;
ALTER TABLE order_items ADD COLUMN discount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0);
