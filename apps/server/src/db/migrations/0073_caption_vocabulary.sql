-- The words of caption tracks join the typo vocabulary (issue 23: corrections towards 'the catalog's own vocabulary
-- (titles, descriptions, subjects, transcripts)'; docs/decisions/0048-typo-tolerant-search.md and 0052).
-- tracks is the number of indexed caption tracks (caption_tracks, migration 0072) holding the word, split and
-- normalized as the title and description words are; documents stays the number of listed resources holding it in
-- a title or description. A server process's copy weighs a word by documents + tracks. Counted per track, not per
-- resource: a track's text is stored once whatever the number of resources using it, and a track is indexed only
-- for an asset's caption, so its words are words of the catalog's media.
ALTER TABLE search_vocabulary ADD COLUMN tracks integer NOT NULL DEFAULT 0;

-- Adds sign × (the tracks of changed holding each word) to the words' counts, in word order (writers lock rows in
-- the same order). Runs after search_bump_version on caption_tracks (triggers of one event fire in name order), so
-- the stamp is this transaction's catalog version, as for the title and description words (migration 0069).
CREATE FUNCTION lantern_vocabulary_tracks_add(changed text, sign integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO search_vocabulary AS v (word, documents, tracks, stamp)
      SELECT word, 0, %s * count(*)::int, (SELECT version FROM search_catalog_version)
      FROM (SELECT DISTINCT k.track_url, w.word
        FROM %s k JOIN caption_cues q ON q.track_url = k.track_url
        CROSS JOIN LATERAL regexp_split_to_table(lantern_unaccent(lower(q.text)), '[^[:alnum:]]+') w (word)
        WHERE length(w.word) BETWEEN 2 AND 40) words
      GROUP BY word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET tracks = greatest(0, v.tracks + excluded.tracks), stamp = excluded.stamp$f$,
    sign, changed)
$$;

-- A track's cues are written before its caption_tracks row (modules/search/caption-cues.repo.ts) and outlive it.
CREATE FUNCTION lantern_vocabulary_tracks_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE lantern_vocabulary_tracks_add('new_rows', 1);
  ELSE
    EXECUTE lantern_vocabulary_tracks_add('old_rows', -1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_vocabulary_tracks_insert AFTER INSERT ON caption_tracks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_vocabulary_tracks_sync();
CREATE TRIGGER search_vocabulary_tracks_delete AFTER DELETE ON caption_tracks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_vocabulary_tracks_sync();

-- The tracks indexed already.
DO $$ BEGIN
  EXECUTE lantern_vocabulary_tracks_add('caption_tracks', 1);
END $$;
