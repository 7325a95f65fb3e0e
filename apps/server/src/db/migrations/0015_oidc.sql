-- Accounts linked to an OpenID Connect provider (Google is one). A later sign-in finds its user by
-- (provider, subject), the provider's stable id for the person, never by the email address.
CREATE TABLE linked_identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider ~ '^[a-z][a-z0-9-]{0,31}$'),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The address the provider reported when the link was made (kept for support; students: none,
  -- so that no child's email address is stored).
  email text CHECK (length(email) <= 254),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_signin_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);
CREATE INDEX linked_identities_user_id ON linked_identities (user_id);
