-- Search bitmaps (issue 3; docs/decisions/0010-search-bitmaps.md) replace the kept counts of migration 0014.
-- Kept counts answered one subset at a time (the whole catalog, one facet value, one common word); a common word
-- with a subject and a grade still meant reading thousands of documents, three times over for the facets of the
-- selected filters. A bitmap per facet value and per common word answers any conjunction of them: AND the
-- bitmaps of the filters, then count the bits each facet value's bitmap shares with the result.
--
-- key is 'l' (every listed document), 'f:<facet value id>' or 't:<lexeme>' (the terms of search_counted_terms);
-- a bitmap has one bit per resource id, cut into chunks of 64000 (chunk = id / 64000, bit = id % 64000): 8,000
-- bytes, the most a row can hold inline, so reading a bitmap reads one page and no TOAST. A catalog of 100,000
-- resources has two chunks per key. Listed documents past their expiry keep their bits (no write happens when a
-- date passes); searches leave them out by date, from the expiry dates each server process keeps.

DROP TRIGGER search_count_insert ON search_documents;
DROP TRIGGER search_count_update ON search_documents;
DROP TRIGGER search_count_delete ON search_documents;
DROP FUNCTION lantern_search_count_documents();
DROP FUNCTION lantern_search_count_terms(integer);
DROP FUNCTION lantern_search_subset_upsert(text);
DROP FUNCTION lantern_search_subset_rows(text, boolean);
DROP FUNCTION lantern_search_subset_facet(text);
DROP TABLE search_subset_counts;

-- version is the catalog version (search_catalog_version) of the bitmap's last write: each server process keeps a
-- copy of the bitmaps in memory and, when the catalog version moves, reads the rows written since
-- (modules/search/search-bitmap-replica.ts). Every write to the bitmaps bumps the version in its transaction, and
-- writers take turns on the version row, so versions follow commit order.
CREATE TABLE search_bitmaps (
  key text NOT NULL,
  chunk integer NOT NULL,
  bits bit varying NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (key, chunk)
);
CREATE INDEX search_bitmaps_version ON search_bitmaps (version);
-- Inline and uncompressed: writes rewrite whole bitmaps, and reading one back needs no TOAST fetch or
-- decompression.
ALTER TABLE search_bitmaps ALTER bits SET STORAGE PLAIN;

-- The listed documents' expiry dates with their ids straight from the index (an index-only scan), for the
-- server processes' copies.
DROP INDEX search_documents_expires;
CREATE INDEX search_documents_expires ON search_documents (expires_at) INCLUDE (resource_id)
  WHERE listed AND expires_at IS NOT NULL;

-- A chunk's bitmap with the bits at positions (0..63999) set: runs of zeros and a one per position, padded.
-- Null for null (no positions), which the writer takes as nothing to change.
CREATE FUNCTION lantern_search_bitmask(positions integer[]) RETURNS bit varying LANGUAGE sql IMMUTABLE STRICT
PARALLEL SAFE AS $$
  SELECT rpad(coalesce(string_agg(repeat('0', p - coalesce(previous, -1) - 1) || '1', '' ORDER BY p), ''),
      64000, '0')::bit varying
  FROM (SELECT p, lag(p) OVER (ORDER BY p) AS previous FROM (SELECT DISTINCT unnest(positions) AS p) u) s
$$;

-- The (key, chunk, position) of every listed document of source, a query returning search_documents columns.
CREATE FUNCTION lantern_search_bitmap_members(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
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
    ) k (key)
    WHERE d.listed$f$, source)
$$;

-- The changes of a query returning (key, chunk, position, delta), one row per bitmap chunk to write: delta +1 sets
-- the bit, -1 clears it (a document rewritten with the same key gives both, which cancel). In key order, so two
-- writers never wait for each other's rows in opposite orders. (A query text, run by the caller: transition
-- tables are visible to the trigger function's own statements only.)
CREATE FUNCTION lantern_search_bitmap_changes(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    SELECT key, chunk, lantern_search_bitmask(array_agg(position) FILTER (WHERE delta > 0)) AS added,
      lantern_search_bitmask(array_agg(position) FILTER (WHERE delta < 0)) AS removed
    FROM (SELECT key, chunk, position, sum(delta) AS delta FROM (%s) c
      GROUP BY key, chunk, position HAVING sum(delta) <> 0) net
    GROUP BY key, chunk ORDER BY key, chunk$f$, changes)
$$;

-- Bumps the catalog version for a write to the bitmaps and returns the version to stamp the rows with.
CREATE FUNCTION lantern_search_bitmap_stamp() RETURNS bigint LANGUAGE sql AS $$
  UPDATE search_catalog_version SET version = version + 1 WHERE id RETURNING version
$$;

CREATE FUNCTION lantern_search_bitmap_write(bitmap_key text, bitmap_chunk integer, added bit varying,
    removed bit varying, stamp bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_bitmaps SET version = stamp, bits = CASE WHEN removed IS NULL THEN bits | added
      WHEN added IS NULL THEN bits & ~removed ELSE (bits & ~removed) | added END
    WHERE key = bitmap_key AND chunk = bitmap_chunk;
  IF NOT FOUND AND added IS NOT NULL THEN
    -- Clearing a bit of a missing row has nothing to clear: whoever set it created the row first.
    INSERT INTO search_bitmaps (key, chunk, bits, version) VALUES (bitmap_key, bitmap_chunk, added, stamp)
      ON CONFLICT (key, chunk) DO UPDATE SET bits = search_bitmaps.bits | excluded.bits, version = stamp;
  END IF;
END $$;

CREATE FUNCTION lantern_search_bitmap_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
  change record;
  stamp bigint;
BEGIN
  -- Before reading the counted terms: a term being added (lantern_search_count_terms) waits for this
  -- transaction to commit and then sets its documents' bits itself; a term added earlier is seen here.
  LOCK TABLE search_counted_terms IN ROW EXCLUSIVE MODE;
  IF TG_OP = 'INSERT' THEN
    changes := format('SELECT *, 1 AS delta FROM (%s) m', lantern_search_bitmap_members('SELECT * FROM new_rows'));
  ELSIF TG_OP = 'DELETE' THEN
    changes := format('SELECT *, -1 AS delta FROM (%s) m', lantern_search_bitmap_members('SELECT * FROM old_rows'));
  ELSE
    changes := format('SELECT *, 1 AS delta FROM (%s) m UNION ALL SELECT *, -1 AS delta FROM (%s) o',
      lantern_search_bitmap_members('SELECT * FROM new_rows'), lantern_search_bitmap_members('SELECT * FROM old_rows'));
  END IF;
  -- Every document write moves the version, bits or not: the replicas also keep the documents' expiry dates.
  stamp := lantern_search_bitmap_stamp();
  FOR change IN EXECUTE lantern_search_bitmap_changes(changes) LOOP
    PERFORM lantern_search_bitmap_write(change.key, change.chunk, change.added, change.removed, stamp);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER search_bitmap_insert AFTER INSERT ON search_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_bitmap_documents();
CREATE TRIGGER search_bitmap_update AFTER UPDATE ON search_documents REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_bitmap_documents();
CREATE TRIGGER search_bitmap_delete AFTER DELETE ON search_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_bitmap_documents();

-- Keeps a bitmap for every lexeme found in at least min_documents listed documents that has none yet, and
-- returns how many terms it added. Called after bulk writes (db/planner-statistics.ts); a term that becomes
-- common later is counted from the documents (and cached) until the next call.
CREATE FUNCTION lantern_search_count_terms(min_documents integer) RETURNS integer LANGUAGE plpgsql AS $$
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
      ON CONFLICT (term) DO NOTHING
      RETURNING term)
  SELECT coalesce(array_agg(term), '{}') INTO added FROM inserted;
  IF cardinality(added) > 0 THEN
    stamp := lantern_search_bitmap_stamp();
  END IF;
  FOR change IN EXECUTE lantern_search_bitmap_changes(format($f$
      SELECT 't:' || l.lexeme AS key, (d.resource_id / 64000)::int AS chunk,
        (d.resource_id %% 64000)::int AS position, 1 AS delta
      FROM search_documents d CROSS JOIN LATERAL unnest(tsvector_to_array(d.search_vector)) l (lexeme)
      WHERE d.listed AND l.lexeme = ANY (%L::text[])$f$, added))
  LOOP
    PERFORM lantern_search_bitmap_write(change.key, change.chunk, change.added, change.removed, stamp);
  END LOOP;
  RETURN cardinality(added);
END $$;

-- The documents that exist already, with the terms migration 0014 chose.
DO $$
DECLARE
  change record;
  stamp bigint := lantern_search_bitmap_stamp();
BEGIN
  FOR change IN EXECUTE lantern_search_bitmap_changes(format('SELECT *, 1 AS delta FROM (%s) m',
      lantern_search_bitmap_members('SELECT * FROM search_documents')))
  LOOP
    PERFORM lantern_search_bitmap_write(change.key, change.chunk, change.added, change.removed, stamp);
  END LOOP;
END $$;
