-- Platform tables: client API keys, users (minimal; accounts extend it), sessions, flash messages.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_name text NOT NULL UNIQUE CHECK (length(client_name) BETWEEN 1 AND 100),
  key_hash bytea NOT NULL UNIQUE,
  -- Only browser clients keep their key here: it is published in every page anyway.
  public_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role text NOT NULL CHECK (role IN ('teacher', 'student', 'admin')),
  first_name text NOT NULL CHECK (length(first_name) <= 150),
  last_name text NOT NULL DEFAULT '' CHECK (length(last_name) <= 150),
  email text CHECK (length(email) <= 254),
  username text CHECK (length(username) <= 150),
  is_superuser boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR username IS NOT NULL)
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_username_unique ON users (lower(username)) WHERE username IS NOT NULL;

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- SHA-256 of the cookie token: a leaked table does not yield usable cookies.
  token_hash bytea NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  idle_timeout_seconds integer NOT NULL CHECK (idle_timeout_seconds > 0),
  revoked_at timestamptz,
  user_agent text CHECK (length(user_agent) <= 512),
  ip_address text CHECK (length(ip_address) <= 64)
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE flash_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  tags text NOT NULL DEFAULT 'info' CHECK (tags IN ('error', 'success', 'warning', 'info')),
  show_in_modal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flash_messages_session_id ON flash_messages (session_id);
