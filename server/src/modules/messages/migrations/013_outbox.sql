-- The outbox: every message the shop sends is a row, written in the transaction of the change that
-- causes it (an order placed, shipped, a reset asked for), so a message is never lost nor sent for
-- a change that was rolled back. The delivery worker (worker.ts) claims due rows with a lease.

CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  recipient text NOT NULL,
  -- What the message names (the order's lines, the link's id): rendered when sent.
  payload jsonb NOT NULL,
  -- One message per event and channel: a repeated event (a replayed request) queues nothing more.
  event_key text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL DEFAULT now(),
  -- A worker holds a claimed row until then; past it (the worker died) another may take it.
  lease_until timestamptz,
  -- Which claim may mark the row: a worker whose lease ran out cannot overwrite the next one's outcome.
  claim uuid,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_due_idx ON outbox (due_at) WHERE status = 'pending';
CREATE INDEX outbox_sent_idx ON outbox (sent_at) WHERE status = 'sent';

-- What a shopper chose (account settings); no row: the defaults (order SMS on, WhatsApp and
-- marketing e-mail off).
CREATE TABLE message_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  order_sms boolean NOT NULL DEFAULT true,
  order_whatsapp boolean NOT NULL DEFAULT false,
  marketing_email boolean NOT NULL DEFAULT false,
  -- The unsubscribe link was followed: no non-essential e-mail (back in stock, offers) until marketing e-mail is turned on again.
  unsubscribed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
