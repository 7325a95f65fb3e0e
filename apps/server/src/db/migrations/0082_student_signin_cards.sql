-- Sign-in cards (issue 39; docs/decisions/0074-sign-in-cards.md). A teacher prints, for a student they created,
-- a card whose QR code signs the child in with one scan. The card carries a 256-bit random token (in the QR's
-- link) and a short code the child can type with their username; only SHA-256 hashes are kept here. One card per
-- student: a new card replaces the row (the old card stops working), turning the card off deletes it.
CREATE TABLE student_signin_cards (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the token: the token has 256 random bits, so a fast hash is enough (nobody can guess one).
  token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  -- SHA-256 of the student's id and the normalized short code (looked up by username, never alone).
  code_hash bytea NOT NULL CHECK (length(code_hash) = 32),
  issued_by uuid REFERENCES users (id) ON DELETE SET NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
