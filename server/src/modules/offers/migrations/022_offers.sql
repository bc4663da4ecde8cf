-- Coupons and automatic offers (rules/offers.ts is their model). code NULL: automatic, applied
-- without a code; an automatic offer is named by its title, one of each title. `uses` counts the
-- orders holding or having used a capped offer (total_uses not NULL): the order's transaction takes
-- one with a guarded UPDATE, so a cap is never passed, whichever instance the orders reach.
CREATE TABLE offers (
  id uuid PRIMARY KEY,
  code text UNIQUE CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  kind text NOT NULL CHECK (kind IN ('percent', 'flat')),
  value numeric(12, 2) NOT NULL CHECK (value > 0 AND (kind = 'flat' OR value <= 100)),
  max_discount numeric(12, 2) CHECK (max_discount > 0),
  min_cart_value numeric(12, 2) NOT NULL DEFAULT 0 CHECK (min_cart_value >= 0),
  -- { categories?, brands?, productIds?, label? }: empty, the whole cart
  scope jsonb NOT NULL DEFAULT '{}',
  include_sale_items boolean NOT NULL DEFAULT true,
  first_order_only boolean NOT NULL DEFAULT false,
  once_per_shopper boolean NOT NULL DEFAULT false,
  total_uses integer CHECK (total_uses >= 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  listed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX offers_automatic_title ON offers (lower(title)) WHERE code IS NULL;

-- The offer an order got, one per order: 'held' while it is unpaid (until expires_at, as its stock
-- is held), 'used' once paid or cash on delivery, 'released' when it was cancelled or lapsed (a
-- capped offer's use goes back). counted: it took one of the offer's total_uses.
CREATE TABLE offer_uses (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  offer_id uuid NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'used', 'released')),
  counted boolean NOT NULL,
  discount numeric(12, 2) NOT NULL CHECK (discount >= 0),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_uses_shopper_idx ON offer_uses (user_id, offer_id) WHERE state <> 'released';
CREATE INDEX offer_uses_lapsing_idx ON offer_uses (expires_at) WHERE state = 'held' AND expires_at IS NOT NULL;

-- Codes typed that no offer has, per client address and per account (hashed keys), in a window
-- that starts at the first: past the limit the key waits until the window ends, on every instance.
CREATE TABLE offer_code_tries (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_start timestamptz NOT NULL
);

-- Moves whenever what the quote's copy of the offers holds changes: an offer written or ended, a
-- capped offer used up or given a use back (each instance reads it at most once a second).
INSERT INTO settings (key, value) VALUES ('offers_version', '1') ON CONFLICT (key) DO NOTHING;
