-- Rate limits and sign-in throttling in the database, so that they hold across restarts and are
-- shared by every process (they used to live in each process's memory).
-- A counter per key (limit name + client or account): hits in the current window, and when a
-- client must wait (progressive delays after too many failures).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY CHECK (length(key) <= 400),
  hits integer NOT NULL CHECK (hits >= 0),
  window_ends_at timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX rate_limit_counters_window_ends_at ON rate_limit_counters (window_ends_at);

-- Student lockouts now come from the counters above; a lockout stays recorded in account_lockouts
-- until it ends or a teacher unlocks it.
DROP TABLE signin_throttle;
