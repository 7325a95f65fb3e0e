-- Kept facet counts (issue 3, benchmark; docs/decisions/0008-search-kept-counts.md). Counting the facets of a
-- large result set means reading every matching document, which the whole catalog, a subject or grade browse
-- page and a very common word all are. For those subsets the counts are kept here instead, per facet value, and
-- moved by the statement that changes a search document, inside its transaction: every process reads the new
-- counts as soon as the write commits, and no catalog change ever throws them away.
--
-- A subset is '' (every listed document), 'f:<facet value id>' (listed documents with that value) or
-- 't:<lexeme>' (listed documents whose search vector holds that lexeme, for the terms in search_counted_terms).
-- student_only rows count only the documents with student_content. Listed documents past their expiry still
-- count here; a query subtracts them (and any excluded values) from the few documents that have them.

-- Lexemes common enough that counting their matches per query would be slow (lantern_search_count_terms).
CREATE TABLE search_counted_terms (
  term text PRIMARY KEY
);

CREATE TABLE search_subset_counts (
  student_only boolean NOT NULL,
  subset text NOT NULL,
  facet_id integer NOT NULL,
  documents integer NOT NULL,
  PRIMARY KEY (student_only, subset, facet_id)
);

-- The facet values that name a subset of their own: those the subject and grade browse pages and the type
-- filter select. Other values are rarely the only filter, and each would add a subset per document.
CREATE FUNCTION lantern_search_subset_facet(facet text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT facet IN ('subject', 'grades', 'media_type')
$$;

-- The count rows (student_only, subset, facet_id, delta) of the listed documents of source, a query returning
-- search_documents columns and a delta column (+1 for a document added, -1 for one taken away). With only_terms,
-- only the term subsets.
CREATE FUNCTION lantern_search_subset_rows(source text, only_terms boolean DEFAULT false) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    SELECT a.student_only, s.subset, f.id AS facet_id, d.delta
    FROM (%s) d
    CROSS JOIN LATERAL unnest(d.facet_ids) f (id)
    CROSS JOIN LATERAL (
      SELECT ''::text WHERE NOT %L
      UNION ALL
      SELECT 'f:' || x FROM unnest(d.facet_ids) x WHERE NOT %L AND x = ANY (ARRAY(
        SELECT v.id FROM search_facet_values v WHERE lantern_search_subset_facet(v.facet)))
      UNION ALL
      SELECT 't:' || t.term FROM unnest(tsvector_to_array(d.search_vector)) l (lexeme)
        JOIN search_counted_terms t ON t.term = l.lexeme
    ) s (subset)
    CROSS JOIN LATERAL (
      SELECT false
      UNION ALL
      SELECT true WHERE (SELECT v.id FROM search_facet_values v
        WHERE v.facet = 'student_content' AND v.value = 'true') = ANY (d.facet_ids)
    ) a (student_only)
    WHERE d.listed$f$, source, only_terms, only_terms)
$$;

-- The statement adding the deltas of source to the kept counts (text: transition tables are visible to the
-- trigger function's own statements only). Rows are written in key order, so two writers never wait for each
-- other's rows in opposite orders.
CREATE FUNCTION lantern_search_subset_upsert(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO search_subset_counts AS c (student_only, subset, facet_id, documents)
    SELECT student_only, subset, facet_id, sum(delta)::int FROM (%s) rows
    GROUP BY student_only, subset, facet_id HAVING sum(delta) <> 0
    ORDER BY student_only, subset, facet_id
    ON CONFLICT (student_only, subset, facet_id) DO UPDATE SET documents = c.documents + excluded.documents$f$,
    lantern_search_subset_rows(source))
$$;

CREATE FUNCTION lantern_search_count_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Before reading the counted terms: a term being added (lantern_search_count_terms) waits for this
  -- transaction to commit and then counts its documents itself; a term added earlier is seen here.
  LOCK TABLE search_counted_terms IN ROW EXCLUSIVE MODE;
  IF TG_OP = 'INSERT' THEN
    EXECUTE lantern_search_subset_upsert('SELECT *, 1 AS delta FROM new_rows');
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE lantern_search_subset_upsert('SELECT *, -1 AS delta FROM old_rows');
  ELSE
    EXECUTE lantern_search_subset_upsert(
      'SELECT *, 1 AS delta FROM new_rows UNION ALL SELECT *, -1 AS delta FROM old_rows');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_count_insert AFTER INSERT ON search_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_count_documents();
CREATE TRIGGER search_count_update AFTER UPDATE ON search_documents REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_count_documents();
CREATE TRIGGER search_count_delete AFTER DELETE ON search_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_count_documents();

-- Keeps counts for every lexeme found in at least min_documents listed documents that has none yet, and
-- returns how many terms it added. Called after bulk writes (db/planner-statistics.ts); a term that becomes
-- common later is counted per query (and cached) until the next call.
CREATE FUNCTION lantern_search_count_terms(min_documents integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  known text[];
  added integer;
BEGIN
  -- Waits for writers whose triggers ran without the new terms and keeps new ones out until this commits.
  LOCK TABLE search_counted_terms IN SHARE ROW EXCLUSIVE MODE;
  SELECT coalesce(array_agg(term), '{}') INTO known FROM search_counted_terms;
  INSERT INTO search_counted_terms (term)
    SELECT s.word FROM ts_stat('SELECT search_vector FROM search_documents WHERE listed') s
    WHERE s.ndoc >= min_documents AND s.word <> ALL (known);
  GET DIAGNOSTICS added = ROW_COUNT;
  IF added > 0 THEN
    -- The new terms' subsets only: the known ones are kept already.
    EXECUTE format($f$
      INSERT INTO search_subset_counts (student_only, subset, facet_id, documents)
      SELECT student_only, subset, facet_id, sum(delta)::int FROM (%s) rows
      WHERE subset <> ALL ($1)
      GROUP BY student_only, subset, facet_id ORDER BY student_only, subset, facet_id$f$,
      lantern_search_subset_rows('SELECT d.*, 1 AS delta FROM search_documents d', true))
    USING ARRAY(SELECT 't:' || term FROM unnest(known) term);
  END IF;
  RETURN added;
END $$;

-- The documents that exist already.
DO $$ BEGIN EXECUTE lantern_search_subset_upsert('SELECT d.*, 1 AS delta FROM search_documents d'); END $$;
