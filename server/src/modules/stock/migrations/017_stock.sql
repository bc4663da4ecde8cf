-- Stock per variant: a product's size × colour ('' where it has no such option). A product with no
-- rows here is not counted (an imported catalogue without stock sells as it always did).
-- `held` is what open orders hold of `on_hand`; what a shopper can still buy is on_hand - held.
CREATE TABLE stock_levels (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  size text NOT NULL,
  color text NOT NULL,
  on_hand integer NOT NULL CHECK (on_hand >= 0),
  held integer NOT NULL DEFAULT 0 CHECK (held >= 0 AND held <= on_hand),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, size, color)
);

-- What one order holds of one variant. 'held' until the order is delivered ('sold': the units leave
-- on_hand) or cancelled, or its hold lapses unpaid ('released': they go back). expires_at is when an
-- unpaid order's hold lapses; NULL once the order is paid or cash on delivery.
CREATE TABLE stock_holds (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id uuid NOT NULL,
  size text NOT NULL,
  color text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  state text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released', 'sold')),
  expires_at timestamptz,
  PRIMARY KEY (order_id, product_id, size, color),
  -- A product removed by an import takes its stock and the holds on it (the orders keep their lines).
  FOREIGN KEY (product_id, size, color) REFERENCES stock_levels (product_id, size, color) ON DELETE CASCADE
);
CREATE INDEX stock_holds_lapsing_idx ON stock_holds (expires_at) WHERE state = 'held' AND expires_at IS NOT NULL;

-- "Notify me": one wish per e-mail address and variant, kept 'pending' until stock returns and the
-- shop's messages send it ('sent'). token: the unsubscribe link's secret.
CREATE TABLE stock_alerts (
  id uuid PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  size text NOT NULL,
  color text NOT NULL,
  email text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE UNIQUE INDEX stock_alerts_one_per_variant ON stock_alerts (product_id, size, color, lower(email));
CREATE INDEX stock_alerts_user_idx ON stock_alerts (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX stock_alerts_pending_idx ON stock_alerts (product_id, size, color) WHERE state = 'pending';
