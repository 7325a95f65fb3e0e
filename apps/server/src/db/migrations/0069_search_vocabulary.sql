-- The catalog's own words, for typo-tolerant search (issue 23; docs/decisions/0048-typo-tolerant-search.md).
-- Every word of a listed resource's title and description (what the search vector holds), lower-cased and
-- unaccented like the vector, with the number of listed resources holding it. A query word with no match is
-- compared with these words by edit distance in each server process (modules/search/typo-*.ts); this table is
-- the source those processes copy from.
--
-- stamp is the catalog version (search_catalog_version) of the row's last change. The triggers below run after
-- search_bump_version on resources (triggers of one event fire in name order), so the writing transaction holds
-- the version row and stamps follow commit order: a process that has read the rows up to version v reads the
-- rows stamped after v to catch up (as the search bitmaps do, migration 0018). A word whose last resource goes
-- keeps its row at 0 documents, so that the processes learn it is gone.

CREATE TABLE search_vocabulary (
  word text PRIMARY KEY,
  documents integer NOT NULL,
  stamp bigint NOT NULL
);
CREATE INDEX search_vocabulary_stamp ON search_vocabulary (stamp);

-- The distinct words of each listed resource among source (a query returning resources rows). Words of 2 to 40
-- characters: shorter ones are never corrected, longer ones are not words.
CREATE FUNCTION lantern_vocabulary_word_rows(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    SELECT DISTINCT w.word, r.id
    FROM (%s) r
    CROSS JOIN LATERAL regexp_split_to_table(
      lantern_unaccent(lower(coalesce(r.title, '') || ' ' || coalesce(r.description, ''))), '[^[:alnum:]]+') w (word)
    WHERE r.status = 'published' AND r.scope <> 'support_material' AND length(w.word) BETWEEN 2 AND 40$f$, source)
$$;

-- The statement adding sign × (the resources of source holding each word) to the words' counts, in word order
-- (concurrent writers take the rows' locks in the same order). A statement, run by the trigger itself: transition
-- tables are visible only there, not inside a function it calls.
CREATE FUNCTION lantern_vocabulary_add(source text, sign integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO search_vocabulary AS v (word, documents, stamp)
      SELECT word, %s * count(*)::int, (SELECT version FROM search_catalog_version)
      FROM (%s) words GROUP BY word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET documents = greatest(0, v.documents + excluded.documents),
        stamp = excluded.stamp$f$, sign, lantern_vocabulary_word_rows(source))
$$;

CREATE FUNCTION lantern_vocabulary_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Only resources whose words or listing changed: other edits (popularity, dates) leave the counts alone.
  changed constant text := 'FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (n.title, n.description, n.status, n.scope) IS DISTINCT FROM (o.title, o.description, o.status, o.scope)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE lantern_vocabulary_add('SELECT * FROM new_rows', 1);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE lantern_vocabulary_add('SELECT * FROM old_rows', -1);
  ELSE
    EXECUTE lantern_vocabulary_add('SELECT o.* ' || changed, -1);
    EXECUTE lantern_vocabulary_add('SELECT n.* ' || changed, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_vocabulary_insert AFTER INSERT ON resources REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_vocabulary_sync();
CREATE TRIGGER search_vocabulary_update AFTER UPDATE ON resources REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lantern_vocabulary_sync();
CREATE TRIGGER search_vocabulary_delete AFTER DELETE ON resources REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_vocabulary_sync();

-- The resources that exist already.
DO $$ BEGIN
  EXECUTE lantern_vocabulary_add('SELECT * FROM resources', 1);
END $$;
