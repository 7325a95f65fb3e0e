-- Teacher sign-ups waiting for their address to be confirmed (issue 38 F4;
-- docs/decisions/0071-sign-up-without-revealing-accounts.md). Sign-up answers alike whether or not an address
-- has an account; a new address is mailed a link, and the account is made from this row only when the link is
-- used. The link's token is kept as its SHA-256, the password as its argon2id hash. A row does not reserve the
-- address: whichever link (or provider sign-in) makes the account first wins, and the others stop working.
CREATE TABLE teacher_signup_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  email text NOT NULL CHECK (length(email) <= 254),
  first_name text NOT NULL CHECK (length(first_name) <= 150),
  last_name text NOT NULL CHECK (length(last_name) <= 150),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX teacher_signup_requests_expires_at ON teacher_signup_requests (expires_at);
