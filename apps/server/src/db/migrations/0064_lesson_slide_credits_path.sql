-- A Media slide of a library resource credits the resource's own credits page (/credits/{resource_code}) when the
-- teacher gave no link of their own (issue 17; spec 3 §3 Media credits_link). The check of migration 0051 allowed
-- only absolute http(s) links; it now also allows that one relative form, nothing else.
ALTER TABLE lesson_slides DROP CONSTRAINT lesson_slides_credits_link_check;
ALTER TABLE lesson_slides ADD CONSTRAINT lesson_slides_credits_link_check
  CHECK (credits_link = '' OR credits_link ~* '^https?://' OR credits_link ~ '^/credits/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$');
