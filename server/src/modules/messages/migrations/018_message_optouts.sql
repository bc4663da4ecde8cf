-- Addresses whose unsubscribe link was followed without an account (a visitor's "Notify me"): no
-- non-essential e-mail goes to them again. Stored lower-cased.
CREATE TABLE message_optouts (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
