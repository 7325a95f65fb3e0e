-- Newsletter subscribers with double opt-in (issue 22, docs/decisions/0024-newsletter.md).
-- One row per address (lowercased). A sign-up stores the consent: when, from which page and, when
-- the visitor was localized, for which station; the row stays 'pending' until the confirmation link
-- is opened. Unsubscribing keeps the row (status 'unsubscribed', with the time) so that the consent
-- history stays provable and a later sign-up starts a fresh double opt-in.
CREATE TABLE newsletter_subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  consented_at timestamptz NOT NULL,
  source_page text CHECK (length(source_page) <= 500),
  station_id bigint REFERENCES stations (organization_id) ON DELETE SET NULL,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- The last confirmation mail: at most one per address per hour.
  confirmation_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'confirmed' OR confirmed_at IS NOT NULL),
  CHECK (status <> 'unsubscribed' OR unsubscribed_at IS NOT NULL)
);
CREATE INDEX newsletter_subscribers_station_status ON newsletter_subscribers (station_id, status);
