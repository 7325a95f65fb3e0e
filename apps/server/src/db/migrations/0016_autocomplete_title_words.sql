-- Autocomplete by title words (issue 3, benchmark; docs/decisions/0008-search-kept-counts.md). A short prefix
-- shares its trigrams with a large share of all titles, so the trigram indexes of 0012 hand autocomplete tens of
-- thousands of rows to recheck. Instead, every word of a listed resource's title (lower-cased, unaccented) is a
-- row here, and the distinct words with the number of titles holding them form a small vocabulary: the typed
-- word is looked up as a prefix in the vocabulary (a btree range), or by trigram similarity there for typos,
-- and the titles of the best words come from an index in popularity order. Triggers keep both in step with the
-- catalog inside the writing transaction.

CREATE TABLE search_title_words (
  word text NOT NULL,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  popularity integer NOT NULL,
  PRIMARY KEY (word, resource_id)
);
CREATE INDEX search_title_words_popular ON search_title_words (word, popularity DESC, resource_id);
CREATE INDEX search_title_words_resource ON search_title_words (resource_id);

CREATE TABLE search_title_vocabulary (
  word text PRIMARY KEY,
  titles integer NOT NULL
);
CREATE INDEX search_title_vocabulary_prefix ON search_title_vocabulary (word text_pattern_ops);
CREATE INDEX search_title_vocabulary_trgm ON search_title_vocabulary USING gin (word gin_trgm_ops);

-- The title words of listed resources among source (a query returning resources rows).
CREATE FUNCTION lantern_title_word_rows(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    SELECT DISTINCT w.word, r.id AS resource_id, r.popularity
    FROM (%s) r
    CROSS JOIN LATERAL regexp_split_to_table(lantern_unaccent(lower(r.title)), '[^[:alnum:]]+') w (word)
    WHERE r.status = 'published' AND r.scope <> 'support_material' AND w.word <> ''$f$, source)
$$;

CREATE FUNCTION lantern_title_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed constant text := 'SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.title, n.popularity, n.status, n.scope) IS DISTINCT FROM (o.title, o.popularity, o.status, o.scope)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE 'INSERT INTO search_title_words (word, resource_id, popularity) '
      || lantern_title_word_rows('SELECT * FROM new_rows');
  ELSE
    -- Only resources whose title, popularity or listing changed: other edits leave their words alone.
    EXECUTE 'DELETE FROM search_title_words w USING (' || changed || ') c WHERE w.resource_id = c.id';
    EXECUTE 'INSERT INTO search_title_words (word, resource_id, popularity) ' || lantern_title_word_rows(changed);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_title_words_insert AFTER INSERT ON resources REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_title_words_sync();
CREATE TRIGGER search_title_words_update AFTER UPDATE ON resources REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lantern_title_words_sync();

-- The vocabulary follows the words (deleted resources take their words along by ON DELETE CASCADE).
CREATE FUNCTION lantern_title_vocabulary_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_title_vocabulary AS v (word, titles)
      SELECT word, count(*)::int FROM new_rows GROUP BY word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET titles = v.titles + excluded.titles;
  ELSE
    UPDATE search_title_vocabulary v SET titles = v.titles - gone.titles
      FROM (SELECT word, count(*)::int AS titles FROM old_rows GROUP BY word) gone WHERE v.word = gone.word;
    DELETE FROM search_title_vocabulary v WHERE v.titles <= 0 AND v.word IN (SELECT word FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_title_vocabulary_insert AFTER INSERT ON search_title_words REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_title_vocabulary_sync();
CREATE TRIGGER search_title_vocabulary_delete AFTER DELETE ON search_title_words REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_title_vocabulary_sync();

-- The resources that exist already.
DO $$ BEGIN
  EXECUTE 'INSERT INTO search_title_words (word, resource_id, popularity) '
    || lantern_title_word_rows('SELECT * FROM resources');
END $$;
