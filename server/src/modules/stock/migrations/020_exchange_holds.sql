-- The units an exchange holds for the shopper from the moment it is asked for: one row per return
-- and variant, 'held' until the replacement ships ('sold': it leaves the shelf) or the return is
-- rejected ('released'). Apart from stock_holds, which belong to orders: an order has many returns.
CREATE TABLE stock_exchange_holds (
  return_id uuid NOT NULL,
  product_id uuid NOT NULL,
  size text NOT NULL,
  color text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  state text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released', 'sold')),
  PRIMARY KEY (return_id, product_id, size, color),
  FOREIGN KEY (product_id, size, color) REFERENCES stock_levels (product_id, size, color) ON DELETE CASCADE
);

-- Returned units the shop took back on its shelf, per order and variant: what an order sold less
-- what came back is what it sold.
CREATE TABLE stock_returns (
  return_id uuid NOT NULL,
  product_id uuid NOT NULL,
  size text NOT NULL,
  color text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (return_id, product_id, size, color),
  FOREIGN KEY (product_id, size, color) REFERENCES stock_levels (product_id, size, color) ON DELETE CASCADE
);
