-- The devices a student has signed in on (issue 38 N3; docs/decisions/0070-lock-out-the-attacker-not-the-child.md).
-- A successful student sign-up or sign-in sets a random device cookie; only its SHA-256 is kept here, per student.
-- Wrong answers from such a device count against that device alone, and the account lock that failures from
-- elsewhere set does not apply to it: whoever guesses from other devices cannot lock the child out of their own.
CREATE TABLE student_devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash bytea NOT NULL CHECK (length(device_hash) = 32),
  first_signed_in_at timestamptz NOT NULL DEFAULT now(),
  last_signed_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_hash)
);
