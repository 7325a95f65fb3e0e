-- A bulk catalog write can defer the search documents to its end (issue 23; docs/decisions/0054).
--
-- The document triggers of migration 0013 refresh a resource's search document after every statement that
-- touches it: writing the demo library (a few thousand resources) rebuilt each document seven times (the resource,
-- then its grades, subjects, languages, features, curriculum tags and collections), most of the seed's time. A
-- transaction that sets lantern.search_sync_deferred to 'on' skips those refreshes and must call
-- lantern_search_refresh itself before it commits (seed-demo-catalog.ts does, for every resource, after
-- setting it back to 'off'). The setting is transaction-local (set_config(..., true)), so nothing else is affected.
CREATE OR REPLACE FUNCTION lantern_search_sync_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
BEGIN
  IF current_setting('lantern.search_sync_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO changed;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO changed;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT c) FROM (SELECT %1$I AS c FROM new_rows UNION SELECT %1$I FROM old_rows) u',
      TG_ARGV[0]) INTO changed;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM lantern_search_refresh(changed);
  END IF;
  RETURN NULL;
END $$;
