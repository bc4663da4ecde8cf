-- Idempotency-Key of POST /orders and POST /payments, per user, kept 24 hours. The row is
-- written in the same transaction as the order or payment it answers, so a committed row always
-- has its answer, and a concurrent repeat waits on the primary key until the first one is done.

CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- hash of method, route and body: the same key with another request is refused
  fingerprint text NOT NULL,
  status_code smallint,
  -- the answer's JSON text, byte for byte (jsonb would reorder its keys)
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
