-- Cached public reads (modules/read-cache, docs/decisions/0014) are keyed by the catalog version of migration 0013:
-- every table a cached reply shows must move it. These are the tables the resource page, the homepage calls and
-- autocomplete read that did not yet: editorial writes, rare next to reads (view counts, ratings, favorites and
-- sessions never move it). API keys too: every API call's key check is remembered under the version, so a revoked
-- key stops working with the next version read. A bump also starts the search's own version-keyed caches over,
-- as any catalog write does.
DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES ('assets'), ('asset_files'), ('asset_captions'), ('asset_chapters'),
      ('asset_features'), ('content_flags'), ('support_materials'), ('lesson_data'), ('lesson_contents'),
      ('related_resources'), ('resource_attributions'), ('resource_code_redirects'), ('collection_grades'),
      ('collection_subjects'), ('featured_resources'), ('promo_ads'), ('hero_images'), ('api_keys')) AS t (tbl)
  LOOP
    EXECUTE format('CREATE TRIGGER search_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_bump_version()', source.tbl);
  END LOOP;
END $$;

-- The next moment a cached reply may change without a write: a resource expiring, an ad starting or ending.
CREATE INDEX resources_expiration_date ON resources (expiration_date) WHERE expiration_date IS NOT NULL;
CREATE INDEX promo_ads_starts_at ON promo_ads (starts_at) WHERE starts_at IS NOT NULL;
CREATE INDEX promo_ads_ends_at ON promo_ads (ends_at) WHERE ends_at IS NOT NULL;
