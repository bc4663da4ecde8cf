-- Signing an account out everywhere (a password reset does): the sign-in tokens are signed, not
-- stored, so tokens issued before this moment are refused instead.
ALTER TABLE users ADD COLUMN tokens_valid_after timestamptz;
