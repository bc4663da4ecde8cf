-- Why a shopper cancelled an order (the order's own row says it is cancelled, and when).
CREATE TABLE order_cancellations (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  reason text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A return (or exchange) of some of a delivered order's lines. Its state moves only as
-- rules/returnStates.ts allows. refund_details: a cash-on-delivery order's UPI id or bank account,
-- kept only until the refund is made (then NULL).
CREATE TABLE returns (
  id uuid PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'requested'
    CHECK (state IN ('requested', 'picked_up', 'received', 'refunded', 'exchange_shipped', 'rejected')),
  resolution text NOT NULL CHECK (resolution IN ('refund', 'exchange')),
  reason text NOT NULL,
  note text,
  pickup boolean NOT NULL,
  refund_details jsonb,
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  picked_up_at timestamptz,
  received_at timestamptz,
  resolved_at timestamptz
);
CREATE INDEX returns_order_idx ON returns (order_id, created_at);
CREATE INDEX returns_open_idx ON returns (state, created_at) WHERE state IN ('requested', 'picked_up', 'received');

-- Which order lines a return takes back, how many, and (for an exchange) the size and colour wanted.
CREATE TABLE return_lines (
  return_id uuid NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  order_item_id uuid NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity >= 1),
  exchange_size text,
  exchange_color text,
  PRIMARY KEY (return_id, order_item_id)
);

-- Money sent back: a cancelled order's payment (return_id NULL), or a return's lines. One refund per
-- return and one per cancellation, whatever repeats or races: the indexes say so too.
CREATE TABLE refunds (
  id uuid PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  return_id uuid UNIQUE REFERENCES returns (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  destination text NOT NULL CHECK (destination IN ('source', 'upi', 'bank')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX refunds_one_per_cancellation ON refunds (order_id) WHERE return_id IS NULL;
