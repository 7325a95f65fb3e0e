-- GIN indexes of the search paths write straight into the index (issue 3, benchmark). With fastupdate, new
-- entries first go to a pending list that every search scans in full, and only VACUUM, autovacuum or a full
-- list (4 MB) moves them into the index: PGlite never vacuums, and a freshly imported catalog on PostgreSQL
-- waits for autovacuum. Measured on 20,000 documents after a bulk load: a rare word's index scan read 446
-- pages (110 ms) with the pending list and 3 pages (0.3 ms) without. Writes cost a little more instead.
DO $$
DECLARE
  index_name text;
BEGIN
  FOREACH index_name IN ARRAY ARRAY['search_documents_vector', 'search_documents_facets',
      'search_title_vocabulary_trgm', 'resources_title_trgm', 'resources_title_lower_trgm', 'collections_title_trgm',
      'collections_title_lower_trgm', 'standard_items_search_vector', 'resources_search_vector']
  LOOP
    EXECUTE format('ALTER INDEX %I SET (fastupdate = off)', index_name);
    -- Turning it off keeps what is already pending; move that into the index now.
    PERFORM gin_clean_pending_list(index_name::regclass);
  END LOOP;
END $$;
