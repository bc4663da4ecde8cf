-- The per-client request budget (@fastify/rate-limit) and the sign-in throttle, counted here when
-- several server processes share this database, so N instances allow what one does
-- (server/src/platform/limits). Times come from the database's clock, the one clock all instances share.

-- One fixed window per route and client: the first hit opens it, later ones count in it.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  -- window_start + the route's window: what the periodic clean-up deletes by
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_expires_idx ON rate_limit_hits (expires_at);

-- Failed sign-ins in a row per key (a device, or an account and client address); the wait follows
-- from the count and the last failure's time (platform/limits/failureThrottle.ts backoffMs).
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure timestamptz NOT NULL
);
CREATE INDEX login_failures_last_idx ON login_failures (last_failure);
