-- Accounts: credentials (password and secret-answer hashes), teacher profile fields, password
-- reset tokens, sign-in throttling and lockout events, used captcha challenges, server secrets.

-- Hashes live apart from users so that the row every request loads with its session never holds them.
CREATE TABLE credentials (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- argon2id PHC string ($argon2id$v=19$m=19456,t=2,p=1$...)
  password_hash text CHECK (length(password_hash) <= 255),
  secret_question text CHECK (length(secret_question) <= 50),
  -- argon2id of the trimmed, lowercased answer; the answer itself is never stored
  secret_answer_hash text CHECK (length(secret_answer_hash) <= 255),
  password_changed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (password_hash IS NOT NULL OR secret_answer_hash IS NOT NULL),
  CHECK ((secret_question IS NULL) = (secret_answer_hash IS NULL))
);

CREATE TABLE user_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  user_role text CHECK (length(user_role) <= 100),
  user_suggested_role text CHECK (length(user_suggested_role) <= 100),
  postal_code text CHECK (postal_code ~ '^[0-9-]{0,10}$'),
  school text CHECK (length(school) <= 200),
  grade_range text[] NOT NULL DEFAULT '{}',
  preferred_subjects text[] NOT NULL DEFAULT '{}',
  public_media_profile_link text CHECK (length(public_media_profile_link) <= 500),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the token in the emailed link
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_id ON password_reset_tokens (user_id);

-- Failed sign-ins per subject (a lowercased username), whether or not such an account exists, so
-- that a locked reply cannot tell anyone which usernames are real.
CREATE TABLE signin_throttle (
  kind text NOT NULL CHECK (kind IN ('student')),
  subject text NOT NULL CHECK (length(subject) <= 200),
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  PRIMARY KEY (kind, subject)
);

-- Each lockout of a real account, so that a teacher can see, unlock or reset it later.
CREATE TABLE account_lockouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('wrong_secret_answer')),
  failures integer NOT NULL CHECK (failures > 0),
  ip_address text CHECK (length(ip_address) <= 64),
  locked_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz NOT NULL,
  unlocked_at timestamptz,
  unlocked_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX account_lockouts_user_id ON account_lockouts (user_id);

-- Solved captcha challenges, so that one solution cannot be replayed (any process may check).
CREATE TABLE captcha_used_challenges (
  challenge_id text PRIMARY KEY CHECK (length(challenge_id) <= 200),
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_used_challenges_expires_at ON captcha_used_challenges (expires_at);

-- Secrets the server generates for itself on first start (e.g. the captcha HMAC key).
CREATE TABLE server_secrets (
  name text PRIMARY KEY CHECK (length(name) <= 100),
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
