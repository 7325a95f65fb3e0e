-- Searchable captions and accessibility facets from real tracks (issue 23, docs/decisions/0052-searchable-captions.md).
-- The cues of every caption track, keyed by the track's URL: many assets share a track file (the demo library's
-- samples, a series' intro), so its text is stored and indexed once. A resource's caption words are kept in their
-- own column of its search document (caption_vector) with their own index, not concatenated into search_vector:
-- concatenated, every title or description search read the larger documents (search p95 doubled, phrase p95
-- 286 ms against 51 at 100,000 resources). A document matches when q is in its title and description or in its
-- captions; a match only in the captions ranks below title and description matches. Which cue matched (the
-- excerpt and its time) is looked up per result page through caption_cues' own index.
CREATE TABLE caption_cues (
  track_url text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  start_ms integer NOT NULL CHECK (start_ms >= 0),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, lantern_unaccent(text))) STORED,
  PRIMARY KEY (track_url, position)
);
CREATE INDEX caption_cues_search_vector ON caption_cues USING gin (search_vector);

-- One row per indexed track (also when the file had no cue): the loader skips tracks it has read, and the track's
-- words, weighted D, make the caption_vector of the resources that use it.
CREATE TABLE caption_tracks (
  track_url text PRIMARY KEY,
  search_vector tsvector NOT NULL,
  indexed_at timestamptz NOT NULL DEFAULT now()
);

CREATE AGGREGATE lantern_tsvector_agg (tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');

-- The accessibility facets captions, transcript and audio description and the additional feature Spanish
-- captions come from the assets' tracks, not from declared flags: a resource claims captions only when one of its
-- assets has a caption track. Sign language and the other features have no track and stay declared.
CREATE OR REPLACE VIEW search_facet_pairs (resource_id, facet, value) AS
  SELECT r.id, 'media_type', r.media_type FROM resources r
  UNION ALL
  SELECT r.id, 'scope', r.scope FROM resources r
  UNION ALL
  SELECT r.id, 'student_content', 'true' FROM resources r
    WHERE r.is_available_for_students AND r.media_type <> 'Lesson Plan'
  UNION ALL
  -- Keep in step with DURATION_BUCKETS in packages/shared/src/search (a test compares them).
  SELECT r.id, 'duration', CASE
      WHEN r.duration_seconds < 300 THEN '0-5'
      WHEN r.duration_seconds < 900 THEN '5-15'
      WHEN r.duration_seconds < 1800 THEN '15-30'
      ELSE '30+' END
    FROM resources r WHERE r.duration_seconds IS NOT NULL
  UNION ALL
  SELECT r.id, 'cp', p.id::text FROM resources r JOIN projects p ON p.id IN (r.project_id, r.content_project_id)
  UNION ALL
  SELECT g.resource_id, 'grades', g.grade_band FROM resource_grades g
  UNION ALL
  SELECT DISTINCT rs.resource_id, 'subject', a.id::text FROM resource_subjects rs
    JOIN subjects s ON s.id = rs.subject_id
    JOIN subjects a ON s.path = a.path OR s.path LIKE a.path || '/%'
  UNION ALL
  SELECT rl.resource_id, 'language', rl.language_code FROM resource_languages rl
  UNION ALL
  SELECT rf.resource_id, CASE f.kind WHEN 'accessibility' THEN 'accessibility' ELSE 'additional_features' END,
      rf.feature_code
    FROM resource_features rf JOIN catalog_features f ON f.code = rf.feature_code
    WHERE rf.feature_code NOT IN ('captions', 'transcript', 'audio_description', 'spanish_captions')
  UNION ALL
  SELECT DISTINCT t.resource_id, t.facet, t.value FROM (
    SELECT a.resource_id, 'accessibility' AS facet,
      CASE WHEN c.kind = 'descriptions' THEN 'audio_description' ELSE 'captions' END AS value
    FROM assets a JOIN asset_captions c ON c.asset_id = a.id
    UNION ALL
    SELECT a.resource_id, 'additional_features', 'spanish_captions'
    FROM assets a JOIN asset_captions c ON c.asset_id = a.id
    WHERE c.language_code = 'es' AND c.kind <> 'descriptions'
    UNION ALL
    SELECT a.resource_id, 'accessibility', 'transcript' FROM assets a WHERE a.transcript_path IS NOT NULL
  ) t
  UNION ALL
  SELECT cr.resource_id, 'cs', cr.collection_id::text FROM collection_resources cr
  UNION ALL
  SELECT rct.resource_id, 'ct', rct.curriculum_tag_id::text FROM resource_curriculum_tags rct
  UNION ALL
  SELECT o.resource_id, 'resource_opt_out_organizations', o.organization_id::text FROM resource_opt_outs o;

-- The words of a resource's caption tracks (null without any), matched and indexed apart from its title and
-- description words.
ALTER TABLE search_documents ADD COLUMN caption_vector tsvector;
CREATE INDEX search_documents_caption_vector ON search_documents USING gin (caption_vector)
  WITH (fastupdate = off) WHERE listed;

-- As migration 0013's, with the words of the resource's caption tracks (weight D) in caption_vector.
CREATE OR REPLACE FUNCTION lantern_search_refresh(resource_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_facet_values (facet, value)
    SELECT DISTINCT p.facet, p.value FROM search_facet_pairs p WHERE p.resource_id = ANY (resource_ids)
    ON CONFLICT (facet, value) DO NOTHING;
  INSERT INTO search_documents AS d (resource_id, listed, expires_at, search_vector, caption_vector, media_type,
      popularity, published_at, sort_title, facet_ids)
    SELECT r.id, r.status = 'published' AND r.scope <> 'support_material', r.expiration_date, r.search_vector,
      t.vector, r.media_type, r.popularity, r.published_at, lower(r.title), coalesce(f.value_ids, '{}')
    FROM resources r
    LEFT JOIN (
      SELECT p.resource_id, array_agg(DISTINCT v.id ORDER BY v.id) AS value_ids
      FROM search_facet_pairs p JOIN search_facet_values v ON v.facet = p.facet AND v.value = p.value
      WHERE p.resource_id = ANY (resource_ids)
      GROUP BY p.resource_id
    ) f ON f.resource_id = r.id
    LEFT JOIN (
      SELECT u.resource_id, lantern_tsvector_agg(k.search_vector) AS vector
      FROM (SELECT DISTINCT a.resource_id, c.url FROM assets a JOIN asset_captions c ON c.asset_id = a.id
            WHERE a.resource_id = ANY (resource_ids)) u
      JOIN caption_tracks k ON k.track_url = u.url
      GROUP BY u.resource_id
    ) t ON t.resource_id = r.id
    WHERE r.id = ANY (resource_ids)
    ON CONFLICT (resource_id) DO UPDATE SET listed = excluded.listed, expires_at = excluded.expires_at,
      search_vector = excluded.search_vector, caption_vector = excluded.caption_vector,
      media_type = excluded.media_type, popularity = excluded.popularity, published_at = excluded.published_at,
      sort_title = excluded.sort_title, facet_ids = excluded.facet_ids;
END $$;

-- As migration 0018's, with a bitmap 'c:<lexeme>' of the documents holding a counted term in their captions beside
-- 't:<lexeme>' (in their title or description): a search counted from the bitmaps matches (all of q's 't:' bits) or
-- (all of its 'c:' bits), as the documents' `search_vector @@ q OR caption_vector @@ q` does.
CREATE OR REPLACE FUNCTION lantern_search_bitmap_members(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    SELECT k.key, (d.resource_id / 64000)::int AS chunk, (d.resource_id %% 64000)::int AS position
    FROM (%s) d
    CROSS JOIN LATERAL (
      SELECT 'l'::text
      UNION ALL
      SELECT 'f:' || f FROM unnest(d.facet_ids) f
      UNION ALL
      SELECT 't:' || t.term FROM unnest(tsvector_to_array(d.search_vector)) l (lexeme)
        JOIN search_counted_terms t ON t.term = l.lexeme
      UNION ALL
      SELECT 'c:' || t.term FROM unnest(tsvector_to_array(d.caption_vector)) l (lexeme)
        JOIN search_counted_terms t ON t.term = l.lexeme
    ) k (key)
    WHERE d.listed$f$, source)
$$;

-- As migration 0018's: a lexeme common in titles and descriptions or in captions is counted, with both bitmaps.
CREATE OR REPLACE FUNCTION lantern_search_count_terms(min_documents integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  added text[];
  change record;
  stamp bigint;
BEGIN
  -- Waits for writers whose triggers ran without the new terms and keeps new ones out until this commits.
  LOCK TABLE search_counted_terms IN SHARE ROW EXCLUSIVE MODE;
  WITH inserted AS (
    INSERT INTO search_counted_terms (term)
      SELECT s.word FROM ts_stat('SELECT search_vector FROM search_documents WHERE listed') s
      -- (A key must leave the row room for its 8,000-byte bitmap.)
      WHERE s.ndoc >= min_documents AND octet_length(s.word) <= 100
      UNION
      SELECT s.word FROM ts_stat('SELECT caption_vector FROM search_documents
        WHERE listed AND caption_vector IS NOT NULL') s
      WHERE s.ndoc >= min_documents AND octet_length(s.word) <= 100
      ON CONFLICT (term) DO NOTHING
      RETURNING term)
  SELECT coalesce(array_agg(term), '{}') INTO added FROM inserted;
  IF cardinality(added) > 0 THEN
    stamp := lantern_search_bitmap_stamp();
  END IF;
  FOR change IN EXECUTE lantern_search_bitmap_changes(format($f$
      SELECT v.prefix || l.lexeme AS key, (d.resource_id / 64000)::int AS chunk,
        (d.resource_id %% 64000)::int AS position, 1 AS delta
      FROM search_documents d
      CROSS JOIN LATERAL (VALUES ('t:', d.search_vector), ('c:', d.caption_vector)) v (prefix, vector)
      CROSS JOIN LATERAL unnest(tsvector_to_array(v.vector)) l (lexeme)
      WHERE d.listed AND l.lexeme = ANY (%L::text[])$f$, added))
  LOOP
    PERFORM lantern_search_bitmap_write(change.key, change.chunk, change.added, change.removed, stamp);
  END LOOP;
  RETURN cardinality(added);
END $$;

-- Tracks and assets change documents: TG_ARGV[0] is a query of the changed resource ids over %1$s (the changed rows).
CREATE FUNCTION lantern_search_sync_tracks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows)' END;
  changed bigint[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT id) FROM (' || TG_ARGV[0] || ') ids (id)', changed_rows) INTO changed;
  IF changed IS NOT NULL THEN
    PERFORM lantern_search_refresh(changed);
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES
      ('assets', 'SELECT resource_id FROM %1$s c'),
      ('asset_captions', 'SELECT a.resource_id FROM %1$s c JOIN assets a ON a.id = c.asset_id'),
      ('caption_tracks', 'SELECT a.resource_id FROM %1$s k JOIN asset_captions c ON c.url = k.track_url
         JOIN assets a ON a.id = c.asset_id')
    ) AS t (tbl, ids)
  LOOP
    EXECUTE format('CREATE TRIGGER search_sync_tracks_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_tracks(%L)', source.tbl, source.ids);
    EXECUTE format('CREATE TRIGGER search_sync_tracks_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows
      NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_tracks(%L)', source.tbl, source.ids);
    EXECUTE format('CREATE TRIGGER search_sync_tracks_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_tracks(%L)', source.tbl, source.ids);
  END LOOP;
END $$;
-- assets and asset_captions move the version already (migration 0035).
CREATE TRIGGER search_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON caption_tracks
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_bump_version();

SELECT lantern_search_refresh(ARRAY(SELECT id FROM resources));
